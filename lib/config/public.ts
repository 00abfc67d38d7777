// The client-safe part of the configuration: build-time constants that islands and copy modules may import.
import { brandNamed } from './brand-named';

export interface Brand {
  name: string;
  slug: string;
}

/**
 * `next.config.ts` inlines BRAND_NAME and BRAND_SLUG into every bundle at build time (its `env` key;
 * lib/site.ts validates the name). With both literals, bundles drop the slugifier and its
 * transliteration tables; only code run outside a build (next.config.ts itself, tests) computes the slug.
 */
export const brand: Brand =
  process.env.BRAND_NAME && process.env.BRAND_SLUG
    ? { name: process.env.BRAND_NAME, slug: process.env.BRAND_SLUG }
    : brandNamed(process.env.BRAND_NAME);
