import { sql, type Db } from '../db/connection.ts';
import { HttpError } from '../http/errors.ts';
import type { EntitySpec } from './entity.ts';

/** The id of the record with this slug; undefined when there is none. */
export const findId = (db: Db, entity: EntitySpec, slug: string): number | undefined =>
  sql(db, `SELECT ${entity.idColumn} FROM ${entity.table} WHERE ${entity.slugColumn} = ?`).pluck().get(slug) as
    number | undefined;

/** The id of the record with this slug, or a 404 naming what is missing. */
export function existingId(db: Db, entity: EntitySpec, slug: string): number {
  const id = findId(db, entity, slug);
  if (id === undefined) throw new HttpError(404, `no ${entity.noun} with slug "${slug}"`);
  return id;
}
