import type { Migration } from '../migrate.ts';

// Columns carry the contract's field names so reads map straight to the answers; nested lists that are
// always read and written whole with their record (tabs, cards, galleries) are JSON arrays.
export const content: Migration = {
  version: 1,
  name: 'blogs, events, services and hire categories',
  up: `
    CREATE TABLE blogs (
      id INTEGER PRIMARY KEY,
      blog_slug TEXT NOT NULL UNIQUE,
      blog_title TEXT NOT NULL,
      blog_short_desc TEXT NOT NULL,
      blog_image TEXT NOT NULL,
      blog_img_alt TEXT NOT NULL,
      blog_date_for_schema TEXT NOT NULL CHECK (date(blog_date_for_schema) = blog_date_for_schema),
      blog_category TEXT NOT NULL,
      blog_description TEXT NOT NULL,
      meta_title TEXT NOT NULL,
      meta_description TEXT NOT NULL,
      popular INTEGER NOT NULL DEFAULT 0 CHECK (popular IN (0, 1)),
      popular_rank INTEGER,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX blogs_list_order ON blogs (blog_date_for_schema DESC, id DESC);
    CREATE INDEX blogs_popular_order ON blogs (popular_rank, blog_date_for_schema) WHERE popular = 1;

    CREATE TABLE events (
      id INTEGER PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      city TEXT NOT NULL,
      venue TEXT NOT NULL,
      event_date_iso TEXT NOT NULL CHECK (date(event_date_iso) = event_date_iso),
      genre TEXT NOT NULL,
      participation_area TEXT NOT NULL,
      outline TEXT NOT NULL,
      speakers TEXT NOT NULL,
      summary TEXT NOT NULL,
      featured_image TEXT NOT NULL,
      event_gallery TEXT NOT NULL DEFAULT '[]',
      sort_order INTEGER NOT NULL DEFAULT 0,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX events_list_order ON events (sort_order, event_date_iso DESC, id DESC);

    CREATE TABLE services (
      service_id INTEGER PRIMARY KEY,
      parent_service_id INTEGER REFERENCES services (service_id) ON DELETE RESTRICT,
      service_slug TEXT NOT NULL UNIQUE,
      service_title TEXT NOT NULL,
      service_meta_title TEXT NOT NULL,
      service_meta_desc TEXT NOT NULL,
      service_banner_img TEXT NOT NULL,
      service_banner_bg_img TEXT NOT NULL,
      service_second_section_img TEXT NOT NULL,
      service_bottom_section_img TEXT NOT NULL,
      service_includes_array TEXT NOT NULL DEFAULT '[]',
      service_platform_array TEXT NOT NULL DEFAULT '[]',
      case_study_array TEXT NOT NULL DEFAULT '[]',
      sort_order INTEGER NOT NULL DEFAULT 0,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX services_by_parent ON services (parent_service_id, sort_order, service_id);

    CREATE TABLE categories (
      category_id INTEGER PRIMARY KEY,
      parent_category_id INTEGER REFERENCES categories (category_id) ON DELETE RESTRICT,
      category_slug TEXT NOT NULL UNIQUE,
      category_title TEXT NOT NULL,
      category_meta_title TEXT,
      category_meta_desc TEXT,
      category_banner_bg_img TEXT NOT NULL,
      category_banner_img TEXT NOT NULL,
      category_second_img TEXT NOT NULL,
      category_third_img TEXT NOT NULL,
      category_fourth_img TEXT NOT NULL,
      tools_platform_array TEXT NOT NULL DEFAULT '[]',
      pricing_array TEXT NOT NULL DEFAULT '[]',
      profile_array TEXT NOT NULL DEFAULT '[]',
      sort_order INTEGER NOT NULL DEFAULT 0,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX categories_by_parent ON categories (parent_category_id, sort_order, category_id);
  `,
};
