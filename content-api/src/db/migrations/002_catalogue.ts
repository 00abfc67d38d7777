import type { Migration } from '../migrate.ts';

export const catalogue: Migration = {
  version: 2,
  name: 'read-only catalogue: logos, technologies, skills, team, testimonials, video, pricing, openings',
  up: `
    CREATE TABLE trusted_by (
      id INTEGER PRIMARY KEY,
      title TEXT NOT NULL,
      logo TEXT NOT NULL,
      sort_order INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE technology_tabs (
      id INTEGER PRIMARY KEY,
      event_key TEXT NOT NULL UNIQUE,
      tab_name TEXT NOT NULL,
      sort_order INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE technology_items (
      id INTEGER PRIMARY KEY,
      tab_id INTEGER NOT NULL REFERENCES technology_tabs (id) ON DELETE CASCADE,
      page_url TEXT NOT NULL,
      src TEXT NOT NULL,
      alt TEXT NOT NULL,
      sort_order INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX technology_items_by_tab ON technology_items (tab_id, sort_order, id);

    CREATE TABLE developer_skills (
      id INTEGER PRIMARY KEY,
      title TEXT NOT NULL,
      logo TEXT NOT NULL,
      page_url TEXT NOT NULL,
      sort_order INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE developer_roles (
      id INTEGER PRIMARY KEY,
      role_slug TEXT NOT NULL,
      role_logo TEXT NOT NULL,
      role_alt TEXT NOT NULL,
      sort_order INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE team_departments (
      id INTEGER PRIMARY KEY,
      dept_key TEXT NOT NULL UNIQUE,
      label TEXT NOT NULL,
      is_leadership INTEGER NOT NULL DEFAULT 0 CHECK (is_leadership IN (0, 1)),
      sort_order INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE team_members (
      id INTEGER PRIMARY KEY,
      department_id INTEGER NOT NULL REFERENCES team_departments (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      designation TEXT NOT NULL,
      photo TEXT NOT NULL,
      linkedin_url TEXT,
      sort_order INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX team_members_by_department ON team_members (department_id, sort_order, id);

    CREATE TABLE testimonials (
      id INTEGER PRIMARY KEY,
      ratings INTEGER NOT NULL CHECK (ratings BETWEEN 1 AND 5),
      testimonial_content TEXT NOT NULL,
      full_name TEXT NOT NULL,
      designation TEXT NOT NULL,
      sort_order INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE videos (
      id INTEGER PRIMARY KEY,
      page_id INTEGER NOT NULL,
      video_title TEXT NOT NULL,
      video_url TEXT NOT NULL,
      video_poster TEXT NOT NULL,
      sort_order INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX videos_by_page ON videos (page_id, sort_order, id);

    CREATE TABLE pricing_categories (
      id INTEGER PRIMARY KEY,
      key_id TEXT NOT NULL UNIQUE,
      category_title TEXT NOT NULL,
      sort_order INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE pricing_items (
      id INTEGER PRIMARY KEY,
      category_id INTEGER NOT NULL REFERENCES pricing_categories (id) ON DELETE CASCADE,
      pricing_icon TEXT NOT NULL,
      pricing_title TEXT NOT NULL,
      pricing_short_description TEXT NOT NULL,
      pricing_amount TEXT NOT NULL,
      pricing_rate_unit TEXT NOT NULL,
      pricing_full_description TEXT NOT NULL,
      sort_order INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX pricing_items_by_category ON pricing_items (category_id, sort_order, id);

    CREATE TABLE job_locations (
      location_id INTEGER PRIMARY KEY,
      location_slug TEXT NOT NULL UNIQUE,
      location_label_title TEXT NOT NULL,
      sort_order INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE job_openings (
      id INTEGER PRIMARY KEY,
      location_id INTEGER NOT NULL REFERENCES job_locations (location_id) ON DELETE CASCADE,
      job_title TEXT NOT NULL,
      job_required_experience TEXT NOT NULL,
      job_location TEXT NOT NULL,
      job_opening_date TEXT NOT NULL CHECK (date(job_opening_date) = job_opening_date),
      job_details_url TEXT NOT NULL,
      sort_order INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX job_openings_by_location ON job_openings (location_id, sort_order, id);
  `,
};
