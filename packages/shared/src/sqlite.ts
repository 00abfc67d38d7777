// The one SQLite driver of the site and the content API, on either runtime: better-sqlite3 13 (Node-API, prebuilt)
// on Node 22 and later, where 12 aborts the process when a statement is collected after its environment is gone
// (Node 24's ObjectWrap cleanup hooks, WiseLibs/better-sqlite3#1515); 12 on Node 20, where 13 crashes when loaded.
// Both have the same API; 12 is an optional dependency, so an install on Node 24 without a compiler still succeeds.
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

export type SqliteDatabase = BetterSqlite3.Database;
export type SqliteStatement = BetterSqlite3.Statement;

const require = createRequire(import.meta.url);
const major = Number(process.versions.node.split('.')[0]);

/** better-sqlite3's Database class for this runtime. */
const Database: typeof BetterSqlite3 = major >= 22 ? require('better-sqlite3-node22') : require('better-sqlite3');
export default Database;
