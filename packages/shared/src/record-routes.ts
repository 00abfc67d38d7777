// Each record type with a page of its own, and the site's route to it: apart from the other content type names, so
// the site's islands can build a record's URL without loading them.

/**
 * Types whose records have pages of their own (the publish hook names the slug, and the previous one on a rename),
 * each with the site's route to them in the router's spelling: the canonical one, then any alias.
 */
export const RECORD_ROUTES = {
  blog: ['/blog-details/[slug]'],
  event: ['/event-detail/[slug]'],
  // A service is also answered at the root, its canonical staying under /services.
  service: ['/services/[slug]', '/[slug]'],
  category: ['/hire-our-genius-mind/[category_slug]'],
} as const satisfies Record<string, readonly [`/${string}`, ...`/${string}`[]]>;

/** A route's path for a slug: '/event-detail/[slug]' → (slug) => '/event-detail/' + slug. */
export const pathOf =
  (pattern: `/${string}`) =>
  (slug: string): string =>
    pattern.replace(/\[[a-z_]+\]/, () => slug);
