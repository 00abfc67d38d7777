// Which page a path on this site is: a fixed page of the route table, or a record's page (under any of its URLs,
// its social card or calendar file included). Pure; client-safe.
import type { RecordTypeName } from '@/lib/content-types';
import { PAGES, routes } from '@/lib/routes';

export type PageRef =
  { kind: 'fixed'; path: string } | { kind: 'record'; type: RecordTypeName; slug: string; path: string };

const SLUG = '([a-z0-9][a-z0-9-]{0,199})';
const FIXED_PATHS = new Set(Object.values(PAGES).map((page) => page.path));

/** A record's page under each URL that serves it, with the canonical path it stands for. */
const RECORD_URLS: readonly { pattern: RegExp; type: RecordTypeName; path: (slug: string) => string }[] = [
  { pattern: new RegExp(`^/blog-details/${SLUG}(/opengraph-image)?$`), type: 'blog', path: routes.blogPost },
  { pattern: new RegExp(`^/event-detail/${SLUG}(/event\\.ics|/opengraph-image)?$`), type: 'event', path: routes.event },
  { pattern: new RegExp(`^/services/${SLUG}(/opengraph-image)?$`), type: 'service', path: routes.service },
  {
    pattern: new RegExp(`^/hire-our-genius-mind/${SLUG}(/opengraph-image)?$`),
    type: 'category',
    path: routes.category,
  },
  // A service also answers at the root (its alias); any other single segment is no page.
  { pattern: new RegExp(`^/${SLUG}$`), type: 'service', path: routes.service },
];

/** The page at `path`, or null when no page of this site has that shape. */
export function pageAt(path: string): PageRef | null {
  if (FIXED_PATHS.has(path)) return { kind: 'fixed', path };
  for (const { pattern, type, path: canonical } of RECORD_URLS) {
    const slug = pattern.exec(path)?.[1];
    if (slug) return { kind: 'record', type, slug, path: canonical(slug) };
  }
  return null;
}

/** "/about-us" → "About us": fixed pages are named by their address. */
export const nameOfPath = (path: string) =>
  path === '/'
    ? 'Home'
    : path
        .slice(1)
        .replace(/-/g, ' ')
        .replace(/^./, (first) => first.toUpperCase());
