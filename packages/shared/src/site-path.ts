// One path of the site in the one spelling its router gives it, so the content API stores a redirect under the form
// the site looks it up by, and refuses a redirect to the same page spelled another way.
//
// What the router does (Next 16.4.6, checked against the running site with curl):
// - each segment reaches a page as encodeURIComponent(decodeURIComponent(segment))
//   (next/dist/shared/lib/router/utils/get-dynamic-param.js): `/%73ale` and `/sale` are one route, as are `/a:b`
//   and `/a%3Ab`, and unreserved escapes (`%2D`, `%7E`) arrive decoded;
// - letter case is kept: `/Pricing` answers 404, and `/Sale` looks up another redirect than `/sale`;
// - a trailing slash, and repeated slashes, answer a 308 to the path without them.

/** `path` (from its leading `/`, no query or hash) as the router names it; a URIError for a malformed escape. */
export function routedPath(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  return `/${segments.map((segment) => encodeURIComponent(decodeURIComponent(segment))).join('/')}`;
}

/** The path part of a redirect's `to`: everything before its query or hash. */
export const pathPart = (to: string): string => to.replace(/[?#].*$/s, '');

/** Where a redirect's `to` lands: its path as the router names it, its query and hash as given. */
export function routedTarget(to: string): string {
  const path = pathPart(to);
  return routedPath(path) + to.slice(path.length);
}

/** The page a `to` leads to, as the router names it: what a loop is judged by (a query or hash changes no page). */
export const routedPathOf = (to: string): string => routedPath(pathPart(to));
