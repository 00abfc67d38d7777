import type { Migration } from '../migrate.ts';

// SQLite cannot alter a CHECK, so the table is rebuilt; list types announce only their type, so slug may be NULL.
export const outboxListTypes: Migration = {
  version: 5,
  name: 'outbox: list types without a slug',
  up: `
    CREATE TABLE outbox_new (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      type TEXT NOT NULL CHECK (type IN (
        'blog', 'event', 'service', 'category',
        'testimonials', 'team', 'pricing', 'technology', 'trustedby', 'video', 'openings'
      )),
      slug TEXT,
      previous_slug TEXT,
      created_at TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      last_error TEXT,
      next_attempt_at TEXT NOT NULL,
      delivered_at TEXT,
      CHECK ((slug IS NOT NULL) = (type IN ('blog', 'event', 'service', 'category'))),
      CHECK (slug IS NOT NULL OR previous_slug IS NULL)
    );
    INSERT INTO outbox_new SELECT id, type, slug, previous_slug, created_at, attempts, last_error, next_attempt_at, delivered_at
      FROM outbox;
    DROP TABLE outbox;
    ALTER TABLE outbox_new RENAME TO outbox;
    CREATE INDEX outbox_pending ON outbox (id) WHERE delivered_at IS NULL;
  `,
};
