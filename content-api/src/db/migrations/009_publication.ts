import type { Migration } from '../migrate.ts';
import { PUBLICATION_TABLES } from '../../content/visibility.ts';

// Every existing record stays public (status 'published', no window); times are ISO 8601 UTC from toISOString, so
// text comparison orders them.
export const publication: Migration = {
  version: 9,
  name: 'publication state: status, publish_at and unpublish_at on blogs, events, services, categories, openings',
  up: PUBLICATION_TABLES.map(
    (table) => `
    ALTER TABLE ${table} ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
    ALTER TABLE ${table} ADD COLUMN publish_at TEXT NULL;
    ALTER TABLE ${table} ADD COLUMN unpublish_at TEXT NULL;`,
  ).join('\n'),
};
