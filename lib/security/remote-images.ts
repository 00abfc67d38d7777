// next/image may only optimise images from the content API's own host.

type RemotePattern = { protocol: 'http' | 'https'; hostname: string; port: string; pathname: string };

export function remoteImagePatterns(contentApiUrl: string): RemotePattern[] {
  const url = new URL(contentApiUrl);
  return [
    {
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      hostname: url.hostname,
      port: url.port,
      pathname: '/uploads/**',
    },
  ];
}

/** Next 16 refuses to optimise images from private addresses unless told the backend lives there. */
export function isPrivateHost(contentApiUrl: string): boolean {
  const host = new URL(contentApiUrl).hostname;
  return (
    host === 'localhost' ||
    host === '[::1]' ||
    /^127\./.test(host) ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host)
  );
}
