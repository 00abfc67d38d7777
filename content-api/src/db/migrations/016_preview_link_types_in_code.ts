import type { Migration } from '../migrate.ts';

// Version 16: a preview link's type is checked in code against @site/shared's list (preview-links.ts), not by a
// CHECK that needed a table rebuild per new type. Rebuilt without a rename (the record tables' deletion triggers
// name preview_links, and SQLite refuses to rename a table over them), its ids and AUTOINCREMENT counter kept, so
// no pruned link's id is ever given again.
const COLUMNS =
  'id, type, slug, record_id, created_at, expires_at, revoked_at, record_deleted_at, link_key, record_key';

export const previewLinkTypesInCode: Migration = {
  version: 16,
  name: 'preview links: types checked in code',
  up: `
    CREATE TEMP TABLE kept_links AS SELECT ${COLUMNS} FROM preview_links;
    CREATE TEMP TABLE kept_counter AS SELECT seq FROM sqlite_sequence WHERE name = 'preview_links';
    DROP TABLE preview_links;
    CREATE TABLE preview_links (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      type TEXT NOT NULL,
      slug TEXT NOT NULL,
      record_id INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      revoked_at TEXT,
      record_deleted_at TEXT,
      link_key TEXT,
      record_key TEXT
    );
    CREATE INDEX preview_links_expiry ON preview_links (expires_at);
    INSERT INTO preview_links (${COLUMNS}) SELECT ${COLUMNS} FROM temp.kept_links;
    DELETE FROM sqlite_sequence WHERE name = 'preview_links';
    INSERT INTO sqlite_sequence (name, seq) SELECT 'preview_links',
      MAX(COALESCE((SELECT seq FROM temp.kept_counter), 0), COALESCE((SELECT MAX(id) FROM preview_links), 0));
    DROP TABLE temp.kept_links;
    DROP TABLE temp.kept_counter;
  `,
};
