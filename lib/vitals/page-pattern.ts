// A view's page type: the route pattern that served its path, never the path itself (no slug, no query).
import { RECORD_ROUTES } from '@site/shared/content-types';
import type { RoutePattern } from '../families/family';
import { shapeOf } from '../families/urls';
import { PAGES } from '../pages';

/**
 * The parameterised routes, in app/(site)'s own spelling: each family's own route, then its aliases (a service
 * at the root, where a one-segment path no other route has is answered, a 404 too).
 */
const routesOf = (): readonly (readonly RoutePattern[])[] => Object.values(RECORD_ROUTES);
export const PATTERNS_WITH_SLUG: readonly RoutePattern[] = [
  ...routesOf().map(([canonical]) => canonical!),
  ...routesOf().flatMap(([, ...aliases]) => aliases),
];

/** A path no route of the public site serves (two segments or more that none claims: 404s, old URLs). */
export const OTHER_PAGE = 'other';

const FIXED = new Set<string>(Object.values(PAGES).map((page) => page.path));
const SHAPES = PATTERNS_WITH_SLUG.map((pattern) => [shapeOf(pattern), pattern] as const);

/** Every value `page` may take: the fixed pages' paths, the patterns, and `other`. */
export const PAGE_PATTERNS: ReadonlySet<string> = new Set([...FIXED, ...PATTERNS_WITH_SLUG, OTHER_PAGE]);

// Longer than any path the site makes: not worth reading.
const MAX_PATH = 512;

export function pagePatternOf(pathname: string): string {
  if (pathname.length > MAX_PATH || !pathname.startsWith('/')) return OTHER_PAGE;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (FIXED.has(path)) return path;
  if (path.split('/').slice(1).includes('')) return OTHER_PAGE;
  return SHAPES.find(([shape]) => shape.test(path))?.[1] ?? OTHER_PAGE;
}
