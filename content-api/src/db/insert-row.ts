import { sql, type Db } from './connection.ts';

/** Inserts a row of named values into a table and returns its id; statements are cached, so bulk inserts stay fast. */
export function insertRow(db: Db, table: string, row: Record<string, unknown>): number {
  const columns = Object.keys(row);
  const statement = sql(
    db,
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  return Number(statement.run(row).lastInsertRowid);
}
