export interface SubCategoryCopy {
  slug: string;
  title: string;
  skills: readonly string[];
  tools: readonly string[];
  /** Seeds this sub-category with no talent profiles, to exercise the site's empty state. */
  noProfiles?: boolean;
  /** Leaves the meta title and description null, to exercise the site's fallback. */
  noMeta?: boolean;
}

export interface CategoryCopy {
  slug: string;
  title: string;
  singular: string;
  metaTitle: string | null;
  metaDesc: string | null;
  rates: readonly [number, number, number];
  /** Seeds the top-level category with no pricing_array, to exercise the site's empty state. */
  noPricing?: boolean;
  tools: readonly { cardTitle: string; text: string }[];
  subs: readonly SubCategoryCopy[];
}
