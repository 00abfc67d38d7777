// The staff store's tables: keyed records with an optional expiry, sets of keys, and the audit log.
// The audit log is append-only in the file itself: a trigger refuses every UPDATE, and every DELETE of a line
// younger than a year (the retention the purge keeps).
export const AUDIT_KEEP_MS = 366 * 24 * 60 * 60_000;

export const STAFF_SCHEMA = `
  CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at INTEGER) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS sets (name TEXT NOT NULL, member TEXT NOT NULL, PRIMARY KEY (name, member));
  CREATE TABLE IF NOT EXISTS audit (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at INTEGER NOT NULL,
    person_id TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    action TEXT NOT NULL,
    target TEXT NOT NULL,
    result TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS audit_by_person ON audit (person_id, at);
  CREATE INDEX IF NOT EXISTS audit_by_time ON audit (at);
  CREATE TRIGGER IF NOT EXISTS audit_no_update BEFORE UPDATE ON audit
    BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
  CREATE TRIGGER IF NOT EXISTS audit_keep_a_year BEFORE DELETE ON audit
    WHEN old.at >= (unixepoch('subsec') * 1000) - ${AUDIT_KEEP_MS - 24 * 60 * 60_000}
    BEGIN SELECT RAISE(ABORT, 'audit lines are kept a year'); END;
`;
