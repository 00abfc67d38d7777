import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import type { Reference } from '../fields.ts';

interface Tree {
  table: string;
  idColumn: string;
  parentColumn: string;
  noun: string;
}

/** A parent id in a write, a record of `collection`; 0 (as in the answers) means top-level, stored as NULL. */
export const parentIdField = (collection: string) =>
  z
    .number()
    .int()
    .min(0)
    .transform((id) => (id === 0 ? null : id))
    .meta({ kind: 'reference', to: collection, by: 'id' } satisfies Reference);

/** Keeps the two-level tree: a parent must exist and be top-level, and a record with children stays top-level. */
export function checkParent(db: Db, tree: Tree, id: number | null, parentId: number | null): void {
  if (parentId === null) return;
  const parent = db
    .prepare(`SELECT ${tree.parentColumn} AS parent FROM ${tree.table} WHERE ${tree.idColumn} = ?`)
    .get(parentId) as { parent: number | null } | undefined;
  if (!parent) throw badRequest(`${tree.parentColumn}: no ${tree.noun} with id ${parentId}`);
  if (parent.parent !== null)
    throw badRequest(`${tree.parentColumn}: ${parentId} is itself a sub-${tree.noun}; only two levels exist`);
  if (id !== null && parentId === id) throw badRequest(`${tree.parentColumn}: a ${tree.noun} cannot be its own parent`);
  if (id !== null && hasChildren(db, tree, id))
    throw new HttpError(409, `this ${tree.noun} has sub-${tree.noun}s, so it must stay top-level`);
}

export function hasChildren(db: Db, tree: Tree, id: number): boolean {
  return db.prepare(`SELECT 1 FROM ${tree.table} WHERE ${tree.parentColumn} = ? LIMIT 1`).get(id) !== undefined;
}

export function refuseDeleteWithChildren(db: Db, tree: Tree, id: number, slug: string): void {
  if (hasChildren(db, tree, id))
    throw new HttpError(409, `${tree.noun} ${slug} has sub-${tree.noun}s; delete or move them first`);
}
