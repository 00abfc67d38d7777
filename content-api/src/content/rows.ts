// The columns of the content tables (contract field names), declared once for the seed that writes them and the
// routes that read them. Nested lists are arrays here; the tables hold them as JSON text (see StoredRow).
import type { CaseStudy, Card, IncludesTab, PricingItem, TalentProfile } from './shapes.ts';

/** A record as SQLite gives it back: each nested list is its JSON text (what the seed's jsonColumns writes). */
export type StoredRow<T> = { [K in keyof T]: T[K] extends readonly unknown[] ? string : T[K] };

export interface BlogColumns {
  blog_slug: string;
  blog_title: string;
  blog_short_desc: string;
  blog_image: string;
  blog_img_alt: string;
  blog_date_for_schema: string;
  blog_category: string;
  blog_description: string;
  meta_title: string;
  meta_description: string;
  popular: 0 | 1;
  popular_rank: number | null;
}

export interface EventColumns {
  slug: string;
  title: string;
  city: string;
  venue: string;
  event_date_iso: string;
  genre: string;
  participation_area: string;
  outline: string;
  speakers: string;
  summary: string;
  featured_image: string;
  /** Image paths. */
  event_gallery: string[];
}

/** A service or sub-service; the parent link and id are the database's. */
export interface ServiceColumns {
  service_slug: string;
  service_title: string;
  service_meta_title: string;
  service_meta_desc: string;
  service_banner_img: string;
  service_banner_bg_img: string;
  service_second_section_img: string;
  service_bottom_section_img: string;
  service_includes_array: IncludesTab[];
  service_platform_array: Card[];
  case_study_array: CaseStudy[];
}

/** A hire category or sub-category; the parent link and id are the database's. */
export interface CategoryColumns {
  category_slug: string;
  category_title: string;
  category_meta_title: string | null;
  category_meta_desc: string | null;
  category_banner_bg_img: string;
  category_banner_img: string;
  category_second_img: string;
  category_third_img: string;
  category_fourth_img: string;
  tools_platform_array: Card[];
  pricing_array: PricingItem[];
  profile_array: TalentProfile[];
}
