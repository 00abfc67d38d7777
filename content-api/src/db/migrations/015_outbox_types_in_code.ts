import type { Migration } from '../migrate.ts';

// Version 15: the outbox's types are checked in code against @site/shared's list (admin/outbox-store.ts), so a
// new page family needs no table rebuild; this last rebuild drops the CHECKs that named them (SQLite cannot).
export const outboxTypesInCode: Migration = {
  version: 15,
  name: 'outbox: types checked in code',
  up: `
    CREATE TABLE outbox_new (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      type TEXT NOT NULL,
      slug TEXT,
      previous_slug TEXT,
      path TEXT,
      created_at TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      last_error TEXT,
      next_attempt_at TEXT NOT NULL,
      delivered_at TEXT,
      CHECK (slug IS NOT NULL OR previous_slug IS NULL)
    );
    INSERT INTO outbox_new (id, type, slug, previous_slug, path, created_at, attempts, last_error, next_attempt_at, delivered_at)
      SELECT id, type, slug, previous_slug, path, created_at, attempts, last_error, next_attempt_at, delivered_at FROM outbox;
    DROP TABLE outbox;
    ALTER TABLE outbox_new RENAME TO outbox;
    CREATE INDEX outbox_pending ON outbox (id) WHERE delivered_at IS NULL;
  `,
};
