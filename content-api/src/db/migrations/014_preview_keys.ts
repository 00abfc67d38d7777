import { PREVIEW_RECORDS_AT_13 } from './preview-records-at-13.ts';
import type { Migration } from '../migrate.ts';

// Version 14: a preview link is bound to random keys, not row ids alone. Ids come back: a new database (--reset, a
// restored backup, another environment on the same PREVIEW_SECRET) gives out the same link and record ids again, and
// a record's id goes to the next record made once the trigger of migration 013 is lost (a table rebuild drops it).
// link_key is signed into the link's token; record_key copies the record's preview_key, set with its first link, so
// a row later given the same id has none. Links made before carry p2 tokens, now refused: their rows say revoked.
const recordKeys = Object.values(PREVIEW_RECORDS_AT_13)
  .map(({ table }) => `ALTER TABLE ${table} ADD COLUMN preview_key TEXT;`)
  .join('\n');

export const previewKeys: Migration = {
  version: 14,
  name: 'preview links bound to random keys of the link and its record',
  up: `
    ALTER TABLE preview_links ADD COLUMN link_key TEXT;
    ALTER TABLE preview_links ADD COLUMN record_key TEXT;
    UPDATE preview_links SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE revoked_at IS NULL;
    ${recordKeys}
  `,
};
