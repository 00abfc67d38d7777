import { pathOf, RECORD_ROUTES } from '@site/shared/record-routes';
import type { EntitySpec } from './entity.ts';

/** Every URL that serves a record's page, read off the site's routes in @site/shared; none for a list type. */
export function pagePaths(entity: EntitySpec, slug: string): string[] {
  const routes: readonly `/${string}`[] = Object.hasOwn(RECORD_ROUTES, entity.type)
    ? RECORD_ROUTES[entity.type as keyof typeof RECORD_ROUTES]
    : [];
  return routes.map((route) => pathOf(route)(slug));
}
