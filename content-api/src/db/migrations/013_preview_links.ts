import { PREVIEW_RECORDS_AT_13 } from './preview-records-at-13.ts';
import type { Migration } from '../migrate.ts';

// Version 13: each preview link a row, so one can be revoked and every read checks it by its id (the
// token carries it). AUTOINCREMENT: a link's id is never given to another, even after expired rows are pruned.
// Records' ids may be reused (INTEGER PRIMARY KEY takes max + 1), so a trigger per table marks the links of a
// deleted record: a new record that gets the same id is never opened by them.
const markDeleted = Object.entries(PREVIEW_RECORDS_AT_13)
  .map(
    ([type, { table, id }]) => `
    CREATE TRIGGER ${table}_deleted_preview_links AFTER DELETE ON ${table} BEGIN
      UPDATE preview_links SET record_deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      WHERE type = '${type}' AND record_id = OLD.${id} AND record_deleted_at IS NULL;
    END;`,
  )
  .join('\n');

export const previewLinks: Migration = {
  version: 13,
  name: 'preview links, each revocable, bound to one record',
  up: `
    CREATE TABLE preview_links (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      type TEXT NOT NULL CHECK (type IN (${Object.keys(PREVIEW_RECORDS_AT_13)
        .map((type) => `'${type}'`)
        .join(', ')})),
      slug TEXT NOT NULL,
      record_id INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      revoked_at TEXT,
      record_deleted_at TEXT
    );
    CREATE INDEX preview_links_expiry ON preview_links (expires_at);
    ${markDeleted}
  `,
};
