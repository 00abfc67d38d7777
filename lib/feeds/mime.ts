// Feed enclosures must name their type; the content API's image paths end in their format.
const BY_EXTENSION: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/** The MIME type of an image URL by its extension; a generic type when it has none we know. */
export function imageMimeType(url: string): string {
  const extension = new URL(url, 'http://x.invalid').pathname.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? 'application/octet-stream';
}
