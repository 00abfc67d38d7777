// The client-safe part of the configuration: build-time constants that islands and copy modules may import.
import { slugify } from '../text/slugify';

export interface Brand {
  name: string;
  slug: string;
}

export const brandNamed = (name: string | undefined): Brand => {
  const trimmed = name?.trim() || 'Talentbridge';
  return { name: trimmed, slug: slugify(trimmed) };
};

/** `next.config.ts` inlines BRAND_NAME into every bundle at build time (its `env` key); lib/site.ts validates it. */
export const brand: Brand = brandNamed(process.env.BRAND_NAME);
