import { pathPart, routedPath } from '@site/shared/site-path';
import { badRequest } from '../http/errors.ts';

/** Longer than any page path of the site; checked before any pattern runs. */
export const PATH_MAX = 2_000;
/** A site path: `/`, then URL path characters (no spaces, backslashes or control characters); `to` may add ?query and #hash. */
const FROM_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
const TO_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;
/** A segment that decodes to one of these names no page: the site's server answers it with a 400. */
const UNROUTABLE = /[/\\\u0000-\u001f\u007f]/;

/**
 * A stored path as the site routes it (`route`: `routedPath`, `routedTarget` or `routedPathOf`), or as it is when its
 * escapes do not decode: a row older than the escape check, which the site never looks up.
 */
export function routedOrAsIs(path: string, route: (path: string) => string): string {
  try {
    return route(path);
  } catch {
    return path;
  }
}

/** Refuses a path whose escapes the site cannot route: malformed, or an encoded separator or control character. */
function checkEscapes(path: string, field: 'from' | 'to'): void {
  for (const segment of pathPart(path).split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw badRequest(`${field}: ${segment} has a "%" that is not an escape of UTF-8 text; write %25 for a "%" sign`);
    }
    if (UNROUTABLE.test(decoded))
      throw badRequest(`${field}: ${segment} encodes a "/", "\\" or a control character; no page has such a name`);
  }
}

/**
 * `value` as a path on the site at `siteUrl`, or a 400 naming `field`: an absolute URL on the site's own origin is
 * reduced to its path; another origin, a scheme-relative `//host`, dot segments, odd characters or escapes the site
 * cannot route are refused, so a redirect can never send a visitor off the site. A `from` carries no query or hash
 * and comes back as the site routes it (`routedPath`); a `to` comes back as given, for messages to name.
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
  checkEscapes(path, field);
  return field === 'from' ? routedPath(path) : path;
}
