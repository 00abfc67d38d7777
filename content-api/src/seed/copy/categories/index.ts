import { DEVELOPERS_CATEGORY } from './developers.ts';
import { DESIGNERS_CATEGORY } from './designers.ts';
import { VIRTUAL_ASSISTANTS_CATEGORY } from './virtual-assistants.ts';
import { DIGITAL_MARKETING_CATEGORY } from './digital-marketing.ts';
import { ACCOUNTING_AND_FINANCE_CATEGORY } from './accounting-and-finance.ts';
import type { CategoryCopy } from './types.ts';

export { PRICING_TIERS } from './pricing-tiers.ts';
export type { CategoryCopy, SubCategoryCopy } from './types.ts';

// Hire categories (/hire-our-genius-mind/{slug}); `developers` is the slug the site links to.
// Seed order: reordering changes ids, images and talent profiles.
export const CATEGORIES: readonly CategoryCopy[] = [
  DEVELOPERS_CATEGORY,
  DESIGNERS_CATEGORY,
  VIRTUAL_ASSISTANTS_CATEGORY,
  DIGITAL_MARKETING_CATEGORY,
  ACCOUNTING_AND_FINANCE_CATEGORY,
];
