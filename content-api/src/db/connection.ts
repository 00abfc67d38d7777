import Database, { type SqliteDatabase, type SqliteStatement } from '@site/shared/sqlite';
import fs from 'node:fs';
import path from 'node:path';

export type Db = SqliteDatabase;

export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Removes the database (with its WAL files), the uploads folder and the resized images, for --reset. */
export function deleteDatabase(file: string, uploadsDir: string, variantsDir: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
  for (const dir of [uploadsDir, variantsDir]) fs.rmSync(dir, { recursive: true, force: true });
}

const statementCache = new WeakMap<Db, Map<string, SqliteStatement>>();

/** Prepares each SQL text once per connection; hot paths and bulk inserts reuse the statement. */
export function sql(db: Db, text: string): SqliteStatement {
  let cache = statementCache.get(db);
  if (!cache) statementCache.set(db, (cache = new Map()));
  let statement = cache.get(text);
  if (!statement) cache.set(text, (statement = db.prepare(text)));
  return statement;
}
