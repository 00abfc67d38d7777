import type { Db } from '../../db/connection.ts';
import { insertRow } from '../../db/insert-row.ts';
import { badRequest } from '../../http/errors.ts';
import type { ChildRows, Values } from '../entity.ts';

/** A child table's rows: replaced whole, in the order given, and read back in that order. */
export function replaceRows(table: string, parentColumn: string): ChildRows {
  return {
    table,
    parentColumn,
    write(db, id, items) {
      db.prepare(`DELETE FROM ${table} WHERE ${parentColumn} = ?`).run(id);
      (items as Values[]).forEach((item, index) =>
        insertRow(db, table, { ...item, [parentColumn]: id, sort_order: index }),
      );
    },
    read: (db, id) =>
      (db.prepare(`SELECT * FROM ${table} WHERE ${parentColumn} = ? ORDER BY sort_order, id`).all(id) as Values[]).map(
        ({ id: _id, [parentColumn]: _parent, sort_order: _order, ...item }) => item,
      ),
  };
}

/** A new list record goes to the end of its list (or of its group) unless the body gives a sort_order. */
export function appendToList(db: Db, table: string, values: Values, group?: { column: string; value: unknown }): void {
  if ('sort_order' in values) return;
  const where = group ? `WHERE ${group.column} = ?` : '';
  const last = db
    .prepare(`SELECT MAX(sort_order) FROM ${table} ${where}`)
    .pluck()
    .get(...(group ? [group.value] : [])) as number | null;
  values.sort_order = (last ?? -1) + 1;
}

interface Group {
  /** Body fields naming the group by id (as in the answers) or by its key. */
  idField: string;
  keyField: string;
  table: string;
  idColumn: string;
  keyColumn: string;
  /** The record's column holding the group id. */
  column: string;
  noun: string;
}

/** Resolves a group (department, office) named by id or key in the body into its id column; a create needs one. */
export function resolveGroup(db: Db, values: Values, group: Group, creating: boolean, noun: string): void {
  const byId = values[group.idField] as number | undefined;
  const byKey = values[group.keyField] as string | undefined;
  delete values[group.idField];
  delete values[group.keyField];
  if (byId === undefined && byKey === undefined) {
    if (creating) throw badRequest(`missing fields for a new ${noun}: ${group.keyField} (or ${group.idField})`);
    return;
  }
  const found =
    byKey === undefined
      ? (db.prepare(`SELECT ${group.idColumn} FROM ${group.table} WHERE ${group.idColumn} = ?`).pluck().get(byId) as
          number | undefined)
      : (db.prepare(`SELECT ${group.idColumn} FROM ${group.table} WHERE ${group.keyColumn} = ?`).pluck().get(byKey) as
          number | undefined);
  if (found === undefined)
    throw badRequest(
      byKey === undefined
        ? `${group.idField}: no ${group.noun} with id ${byId}`
        : `${group.keyField}: no ${group.noun} "${byKey}"`,
    );
  if (byId !== undefined && byKey !== undefined && byId !== found)
    throw badRequest(`${group.idField} and ${group.keyField} name different ${group.noun}s`);
  values[group.column] = found;
}
