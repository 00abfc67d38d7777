// A SQLite file written as the lead journal and the staff store need: WAL, each commit on disk when it returns, and
// nothing deleted left readable in the file.
import Database, { type SqliteDatabase } from '@site/shared/sqlite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export function openDurableSqlite(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // FULL: the commit is on disk before the caller goes on (a visitor thanked, a person told), even in WAL mode.
  db.pragma('synchronous = FULL');
  // Another instance or an operator command may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  // A deleted row (an erased person, a lead handed on) is overwritten with zeros, not left in the page's free space.
  db.pragma('secure_delete = ON');
  return db;
}

/**
 * Copies the WAL into the file and truncates it to nothing, so rows deleted since (zeroed in the file by
 * secure_delete) leave no earlier copy in it; false when a reader still held it after the busy timeout.
 */
export function emptyWal(db: SqliteDatabase): boolean {
  const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
  return result?.busy === 0;
}

/** A file written before secure_delete keeps deleted rows in its free space: rewritten once (VACUUM), then marked. */
export function scrubFreeSpaceOnce(db: SqliteDatabase): void {
  const SCRUBBED = 1;
  if ((db.pragma('user_version', { simple: true }) as number) >= SCRUBBED) return;
  try {
    db.exec('VACUUM');
    db.pragma(`user_version = ${SCRUBBED}`);
    emptyWal(db);
  } catch (error) {
    // Busy past the timeout: the file still works, and the next open tries again.
    console.warn(`SQLite ${db.name}: the one-time rewrite of its free space failed; the next open tries again.`, error);
  }
}
