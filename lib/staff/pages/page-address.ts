// What a staff member typed in "Find a page": a path, an address on this site (any form a browser shows), an
// address on another site, or words of a title. Pure; client-safe.

export type Typed =
  | { kind: 'path'; path: string }
  | { kind: 'elsewhere'; host: string }
  | { kind: 'title'; words: string }
  | { kind: 'empty' };

const HOST_FIRST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/|\?|#|$)/i;

/** A path without query, hash or trailing slash, its %-escapes decoded where they decode. */
function cleanPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A stray % is part of the path as typed.
  }
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** Reads the typed text; `ownHosts` are this site's public host and its edges' (`www.example.com`, `10.0.0.5:8080`). */
export function readTyped(typed: string, ownHosts: readonly string[]): Typed {
  const text = typed.trim().slice(0, 2_000);
  if (!text) return { kind: 'empty' };
  if (text.startsWith('/') && !text.startsWith('//'))
    return { kind: 'path', path: cleanPath(new URL(text, 'http://site.invalid').pathname) };
  const withScheme = /^https?:\/\//i.test(text) ? text : HOST_FIRST.test(text) ? `https://${text}` : null;
  if (!withScheme) return { kind: 'title', words: text };
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { kind: 'title', words: text };
  }
  const hosts = ownHosts.map((host) => host.toLowerCase());
  if (!hosts.includes(url.host) && !hosts.includes(url.hostname)) return { kind: 'elsewhere', host: url.host };
  return { kind: 'path', path: cleanPath(url.pathname) };
}
