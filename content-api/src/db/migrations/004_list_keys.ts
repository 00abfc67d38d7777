import type { Db } from '../connection.ts';
import type { Migration } from '../migrate.ts';
import { keyAllocator } from '../../seed/slug.ts';

/** Lists without a natural key get a slug made from the column that names a record; the seed makes the same ones. */
export const LIST_KEY_SOURCES = {
  testimonials: 'full_name',
  team_members: 'name',
  trusted_by: 'title',
  videos: 'video_title',
  job_openings: 'job_title',
} as const;

// pricing_categories (key_id) and technology_tabs (event_key) already have unique slug-like keys.
const EDITABLE_LIST_TABLES = [...Object.keys(LIST_KEY_SOURCES), 'pricing_categories', 'technology_tabs'];

function up(db: Db): void {
  for (const [table, source] of Object.entries(LIST_KEY_SOURCES)) {
    // ALTER TABLE cannot add a UNIQUE column: add it, backfill in id order, then index it.
    db.exec(`ALTER TABLE ${table} ADD COLUMN slug TEXT NOT NULL DEFAULT ''`);
    const next = keyAllocator();
    const rows = db.prepare(`SELECT id, ${source} AS name FROM ${table} ORDER BY id`).all() as {
      id: number;
      name: string;
    }[];
    const update = db.prepare(`UPDATE ${table} SET slug = ? WHERE id = ?`);
    for (const row of rows) update.run(next(row.name), row.id);
    db.exec(`CREATE UNIQUE INDEX ${table}_slug ON ${table} (slug)`);
  }
  for (const table of EDITABLE_LIST_TABLES) db.exec(`ALTER TABLE ${table} ADD COLUMN updated_at TEXT`);
}

export const listKeys: Migration = {
  version: 4,
  name: 'slugs and updated_at for the lists the admin API edits',
  up,
};
