// A view's page type: the route pattern that served its path, never the path itself (no slug, no query).
import { PAGES } from '../routes';

/** The parameterised routes, in app/(site)'s own spelling. */
export const PATTERNS_WITH_SLUG = {
  blogPost: '/blog-details/[slug]',
  event: '/event-detail/[slug]',
  service: '/services/[slug]',
  category: '/hire-our-genius-mind/[category_slug]',
  /** A service at the root (spec 000 §2); a one-segment path no other route has is answered here, a 404 too. */
  serviceAlias: '/[slug]',
} as const;

/** A path no route of the public site serves (two segments or more that none claims: 404s, old URLs). */
export const OTHER_PAGE = 'other';

const FIXED = new Set<string>(Object.values(PAGES).map((page) => page.path));
const PREFIXED: readonly (readonly [prefix: string, pattern: string])[] = [
  ['/blog-details/', PATTERNS_WITH_SLUG.blogPost],
  ['/event-detail/', PATTERNS_WITH_SLUG.event],
  ['/services/', PATTERNS_WITH_SLUG.service],
  ['/hire-our-genius-mind/', PATTERNS_WITH_SLUG.category],
];

/** Every value `page` may take: the fixed pages' paths, the patterns, and `other`. */
export const PAGE_PATTERNS: ReadonlySet<string> = new Set([...FIXED, ...Object.values(PATTERNS_WITH_SLUG), OTHER_PAGE]);

// Longer than any path the site makes: not worth reading.
const MAX_PATH = 512;

export function pagePatternOf(pathname: string): string {
  if (pathname.length > MAX_PATH || !pathname.startsWith('/')) return OTHER_PAGE;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (FIXED.has(path)) return path;
  const segments = path.split('/').slice(1);
  if (segments.some((segment) => segment === '')) return OTHER_PAGE;
  if (segments.length === 1) return PATTERNS_WITH_SLUG.serviceAlias;
  if (segments.length !== 2) return OTHER_PAGE;
  return PREFIXED.find(([prefix]) => path.startsWith(prefix))?.[1] ?? OTHER_PAGE;
}
