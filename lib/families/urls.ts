// A family's route pattern read as the URLs it matches: derived, never written per family. Pure.
// Relative: next.config.ts reads this before path aliases exist.
import { escapeRegExp } from '../text/escape-regexp';
import type { RoutePattern } from './family';

/** What the site's slugs look like (@site/shared/slugify), at most 200 characters. */
const SLUG = '([a-z0-9][a-z0-9-]{0,199})';
const DYNAMIC = /\[([a-z_]+)\]/;

/** The dynamic segment's name: '/hire-our-genius-mind/[category_slug]' → 'category_slug'. */
export function paramOf(route: { pattern: RoutePattern }): string {
  const name = DYNAMIC.exec(route.pattern)?.[1];
  if (!name) throw new Error(`${route.pattern} has no [slug] segment`);
  return name;
}

/** The pattern's URLs, with the slug as group 1 and, after it, any of `files` ('/event.ics'). */
export function slugUrl(pattern: RoutePattern, files: readonly string[] = []): RegExp {
  const [before, after] = pattern.split(`[${paramOf({ pattern })}]`);
  const tail = files.length ? `(${files.map((file) => escapeRegExp(`/${file}`)).join('|')})?` : '';
  return new RegExp(`^${escapeRegExp(before ?? '')}${SLUG}${escapeRegExp(after ?? '')}${tail}$`);
}

/** The pattern as any path of its shape, whatever the slug (Web Vitals' page types). */
export function shapeOf(pattern: RoutePattern): RegExp {
  const [before, after] = pattern.split(`[${paramOf({ pattern })}]`);
  return new RegExp(`^${escapeRegExp(before ?? '')}[^/]+${escapeRegExp(after ?? '')}$`);
}
