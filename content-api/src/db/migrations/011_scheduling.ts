import type { Migration } from '../migrate.ts';

// Version 11: the scheduler's memory: one row per transition it has announced (schedule/transitions.ts), so a
// restart neither repeats one nor loses one. An opening's valid_through also takes an instant (toISOString form), for
// roles that close at a given hour; a date still means "through the end of that day, UTC". SQLite cannot change a
// column's CHECK in place, so the column is copied into one with the wider CHECK (IS, not =: date('soon') is NULL,
// and a NULL check passes, as it did in migration 007's).
export const scheduling: Migration = {
  version: 11,
  name: 'scheduling: announced transitions; valid_through as a date or an instant',
  up: `
    CREATE TABLE scheduled_announcements (
      source TEXT NOT NULL,
      record_id INTEGER NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('publish', 'unpublish', 'valid_through', 'event_end')),
      due_at TEXT NOT NULL,
      announced_at TEXT NOT NULL,
      outbox_id INTEGER NOT NULL,
      PRIMARY KEY (source, record_id, kind, due_at)
    ) WITHOUT ROWID;
    ALTER TABLE job_openings ADD COLUMN valid_through_wide TEXT CHECK (valid_through_wide IS NULL
      OR date(valid_through_wide) IS valid_through_wide
      OR strftime('%Y-%m-%dT%H:%M:%fZ', valid_through_wide) IS valid_through_wide);
    UPDATE job_openings SET valid_through_wide = valid_through;
    ALTER TABLE job_openings DROP COLUMN valid_through;
    ALTER TABLE job_openings RENAME COLUMN valid_through_wide TO valid_through;
  `,
};
