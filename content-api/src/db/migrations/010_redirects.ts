import type { Migration } from '../migrate.ts';

// Redirects of old site paths (a renamed record's page, or one staff add); the site reads them only for an
// unknown path. The outbox is rebuilt (SQLite cannot alter a CHECK) for the `redirects` hook, which names the
// path whose redirect changed in its own column.
export const redirects: Migration = {
  version: 10,
  name: 'redirects, and the outbox redirects hook',
  up: `
    CREATE TABLE redirects (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      from_path TEXT NOT NULL UNIQUE,
      to_path TEXT NOT NULL,
      status INTEGER NOT NULL CHECK (status IN (301, 302, 308)),
      created_by TEXT NOT NULL,
      created_at TEXT NOT NULL,
      CHECK (from_path <> to_path)
    );
    CREATE INDEX redirects_to_path ON redirects (to_path);

    CREATE TABLE outbox_new (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      type TEXT NOT NULL CHECK (type IN (
        'blog', 'event', 'service', 'category',
        'testimonials', 'team', 'pricing', 'technology', 'trustedby', 'video', 'openings', 'redirects'
      )),
      slug TEXT,
      previous_slug TEXT,
      path TEXT,
      created_at TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      last_error TEXT,
      next_attempt_at TEXT NOT NULL,
      delivered_at TEXT,
      CHECK ((slug IS NOT NULL) = (type IN ('blog', 'event', 'service', 'category'))),
      CHECK (slug IS NOT NULL OR previous_slug IS NULL),
      CHECK ((path IS NOT NULL) = (type = 'redirects'))
    );
    INSERT INTO outbox_new (id, type, slug, previous_slug, created_at, attempts, last_error, next_attempt_at, delivered_at)
      SELECT id, type, slug, previous_slug, created_at, attempts, last_error, next_attempt_at, delivered_at FROM outbox;
    DROP TABLE outbox;
    ALTER TABLE outbox_new RENAME TO outbox;
    CREATE INDEX outbox_pending ON outbox (id) WHERE delivered_at IS NULL;
  `,
};
