import { badRequest } from '../http/errors.ts';

/** Longer than any page path of the site; checked before any pattern runs. */
export const PATH_MAX = 2_000;
/** A site path: `/`, then URL path characters (no spaces, backslashes or control characters); `to` may add ?query and #hash. */
const FROM_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
const TO_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * `value` as a path on the site at `siteUrl`, or a 400 naming `field`: an absolute URL on the site's own origin is
 * reduced to its path; another origin, a scheme-relative `//host`, dot segments or odd characters are refused,
 * so a redirect can never send a visitor off the site. A `from` carries no query or hash and no trailing slash.
 */
export function sitePath(value: unknown, field: 'from' | 'to', siteUrl: string): string {
  if (typeof value !== 'string' || value.length === 0) throw badRequest(`${field}: a path on the site is required`);
  if (value.length > PATH_MAX) throw badRequest(`${field}: at most ${PATH_MAX} characters`);
  const site = new URL(siteUrl);
  let path = value;
  if (ABSOLUTE.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw badRequest(`${field}: not a URL or a path`);
    }
    if (url.origin !== site.origin)
      throw badRequest(`${field}: ${url.origin} is another site; give a path on ${site.origin}`);
    path = url.pathname + url.search + url.hash;
  }
  if (!(field === 'from' ? FROM_PATH : TO_PATH).test(path) || path.startsWith('//'))
    throw badRequest(
      `${field}: must be a path on this site starting with one "/"${field === 'from' ? ', without ?query or #hash' : ''}`,
    );
  const resolved = new URL(path, site.origin);
  if (resolved.origin !== site.origin || resolved.pathname + resolved.search + resolved.hash !== path)
    throw badRequest(`${field}: must be a plain path (no "." or ".." segments)`);
  return field === 'from' && path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}
