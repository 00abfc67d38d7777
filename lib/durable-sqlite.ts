// A SQLite file written as the lead journal and the staff store need: WAL, each commit on disk when it returns.
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
  return db;
}
