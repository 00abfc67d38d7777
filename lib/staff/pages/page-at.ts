// Which page a path on this site is: a fixed page of the route table, or a record's page (under any of its URLs,
// its social card or calendar file included). Pure; client-safe.
import { RECORD_FAMILIES } from '@/lib/families';
import { slugUrl } from '@/lib/families/urls';
import { PAGES } from '@/lib/routes';
import type { RecordTypeName } from '@site/shared/content-types';

export type PageRef =
  { kind: 'fixed'; path: string } | { kind: 'record'; type: RecordTypeName; slug: string; path: string };

const FIXED_PATHS = new Set(Object.values(PAGES).map((page) => page.path));

/**
 * A record's page under each URL that serves it, with the canonical path it stands for: every family's own
 * route (with the files under it) first, then the aliases, as a one-segment alias would match any family's slug.
 */
export const RECORD_URLS: readonly { pattern: RegExp; type: RecordTypeName; path: (slug: string) => string }[] = [
  ...RECORD_FAMILIES.map((family) => ({
    pattern: slugUrl(family.pattern, family.files),
    type: family.name,
    path: family.path,
  })),
  ...RECORD_FAMILIES.flatMap((family) =>
    family.aliases.map((alias) => ({ pattern: slugUrl(alias.pattern), type: family.name, path: family.path })),
  ),
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
