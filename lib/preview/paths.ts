// Where a preview link lands: always a path of this site built from the route table, never one a request names.
import { PREVIEW_LANDING } from '@/lib/families/derived';
import { routes } from '@/lib/routes';
import type { PreviewType } from '@site/shared/preview-token';

/** A record's page; an opening's list, as openings have no page of their own. */
export const previewPath = (type: PreviewType, slug: string): string => PREVIEW_LANDING[type](slug);

const PATH_MAX = 500;
// One leading slash then no second slash or backslash (`//evil.example` and `/\evil.example` leave the site).
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
// C0, DEL and C1: no header may carry them (Node refuses the answer with a 500), and no page's path has them.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// An encoded slash or backslash in the path is one decoding away from `//evil.example`; no page's path has one.
const ENCODED_SEPARATOR = /%(2f|5c)/i;
// What a URI carries as it is (RFC 3986: unreserved, sub-delimiters, `:@/?#`, and `%` starting an escape).
const URI_CHARACTER = /[\w\-.~!$&'()*+,;=:@/?#%]/;

/** Whether every escape decodes, to no control character (`/%00x`, `/%C2%85`, `/%E0%A4%A` do not). */
function decodesSafely(path: string): boolean {
  try {
    return !CONTROL.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}

/** The path as a Location carries it: any other character percent-encoded as UTF-8 (`/café` → `/caf%C3%A9`). */
const encodedForLocation = (path: string) =>
  Array.from(path, (character) => (URI_CHARACTER.test(character) ? character : encodeURIComponent(character))).join('');

/**
 * `path` when it is a path on this site, percent-encoded as a Location must be, else the home page: where exiting
 * a preview may send the visitor.
 */
export function samePath(path: string | null | undefined): string {
  if (!path || path.length > PATH_MAX || !SITE_PATH.test(path) || CONTROL.test(path)) return routes.home;
  const pathname = path.split(/[?#]/, 1)[0]!;
  if (ENCODED_SEPARATOR.test(pathname) || !decodesSafely(path)) return routes.home;
  try {
    return encodedForLocation(path);
  } catch {
    // A lone surrogate has no UTF-8 form.
    return routes.home;
  }
}
