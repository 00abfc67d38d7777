import type { Migration } from '../migrate.ts';

// Version 17: every admin save keeps the record as it then was (versions/store.ts), for the editor's history and
// its check that nobody saved in between; a record's versions go with it, and each is kept a year.
export const recordVersions: Migration = {
  version: 17,
  name: 'record versions',
  up: `
    CREATE TABLE record_versions (
      collection TEXT NOT NULL,
      record_id INTEGER NOT NULL,
      version INTEGER NOT NULL,
      slug TEXT NOT NULL,
      fields TEXT NOT NULL,
      saved_by TEXT,
      saved_at TEXT NOT NULL,
      PRIMARY KEY (collection, record_id, version)
    ) WITHOUT ROWID;
  `,
};
