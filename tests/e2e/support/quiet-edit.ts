import Database from '@site/shared/sqlite';
import { E2E } from '../../../scripts/e2e/config.mjs';

/** One value in the e2e content database: a column of the row a `where` clause picks. */
export interface Cell {
  table: string;
  column: string;
  /** SQL picking one row, e.g. `blog_slug = ?` with its parameters. */
  where: string;
  params?: readonly (string | number)[];
}

/** Changes a value without telling the site (no publish hook); returns the old value. */
export function setQuietly({ table, column, where, params = [] }: Cell, value: string): string {
  const db = new Database(E2E.dbPath);
  try {
    const row = db.prepare(`SELECT ${column} AS value FROM ${table} WHERE ${where}`).get(...params) as
      { value: string } | undefined;
    if (!row) throw new Error(`no row in ${table} where ${where} (${params.join(', ')})`);
    db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${where}`).run(value, ...params);
    return row.value;
  } finally {
    db.close();
  }
}

/** Rows straight from the e2e content database (read-only), for values the public API does not answer. */
export function readRows<T>(sql: string, ...params: readonly (string | number)[]): T[] {
  const db = new Database(E2E.dbPath, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The text as React writes it into HTML, so a stored value can be found in a served page. */
export const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
