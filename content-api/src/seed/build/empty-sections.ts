import type { EmptySection } from '../../config.ts';
import type { CatalogueSeed } from './catalogue.ts';

/** The catalogue lists each --empty section clears; the rest of the seed is built as usual, so it stays the same. */
const CLEARS: Record<EmptySection, readonly (keyof CatalogueSeed)[]> = {
  team: ['departments'],
  testimonials: ['testimonials'],
  pricing: ['pricing'],
  openings: ['openings', 'locations'],
  technologies: ['technologyTabs'],
  'trusted-by': ['trustedBy'],
  skills: ['skills', 'roles'],
};

export function withEmptySections(catalogue: CatalogueSeed, empty: readonly EmptySection[]): CatalogueSeed {
  const cleared = { ...catalogue };
  for (const section of empty) for (const list of CLEARS[section]) cleared[list] = [];
  return cleared;
}
