import type { Migration } from '../migrate.ts';

export const outboxAndLeads: Migration = {
  version: 3,
  name: 'publish-hook outbox, stored leads, seed metadata',
  up: `
    CREATE TABLE outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      type TEXT NOT NULL CHECK (type IN ('blog', 'event', 'service', 'category')),
      slug TEXT NOT NULL,
      previous_slug TEXT,
      created_at TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      last_error TEXT,
      next_attempt_at TEXT NOT NULL,
      delivered_at TEXT
    );
    CREATE INDEX outbox_pending ON outbox (id) WHERE delivered_at IS NULL;

    CREATE TABLE leads (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL CHECK (kind IN ('quote', 'crm')),
      fields TEXT NOT NULL,
      created_at TEXT NOT NULL
    );

    CREATE TABLE meta (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    );
  `,
};
