import { sql, type Db } from '../db/connection.ts';
import type { EntitySpec, Values } from '../admin/entity.ts';
import { readBack } from '../admin/read-back.ts';

/** How long a version is kept, as the audit log is; a record's newest version is kept whatever its age. */
export const VERSION_DAYS = 365;

export interface VersionSummary {
  version: number;
  slug: string;
  saved_by: string | null;
  saved_at: string;
}

export interface Version extends VersionSummary {
  fields: Values;
}

/** The record as a PUT takes it, nested lists in child tables included. */
export function snapshotOf(db: Db, entity: EntitySpec, id: number): Values {
  const row = sql(db, `SELECT * FROM ${entity.table} WHERE ${entity.idColumn} = ?`).get(id) as Values;
  const fields = readBack(entity, row);
  for (const [name, rows] of Object.entries(entity.children ?? {})) fields[name] = rows.read(db, id);
  return fields;
}

/** The record's newest version number; 0 for one never saved through the admin API (as seeded). */
export const currentVersion = (db: Db, entity: EntitySpec, id: number): number =>
  (sql(db, 'SELECT max(version) FROM record_versions WHERE collection = ? AND record_id = ?')
    .pluck()
    .get(entity.plural, id) as number | null) ?? 0;

/** Keeps the record as it now is as its next version (inside the write's transaction), and drops versions past a year. */
export function keepVersion(
  db: Db,
  entity: EntitySpec,
  id: number,
  slug: string,
  savedBy: string | null,
  now: Date,
): number {
  const version = currentVersion(db, entity, id) + 1;
  sql(
    db,
    `INSERT INTO record_versions (collection, record_id, version, slug, fields, saved_by, saved_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(entity.plural, id, version, slug, JSON.stringify(snapshotOf(db, entity, id)), savedBy, now.toISOString());
  const cutoff = new Date(now.getTime() - VERSION_DAYS * 86_400_000).toISOString();
  sql(db, 'DELETE FROM record_versions WHERE collection = ? AND record_id = ? AND saved_at < ? AND version < ?').run(
    entity.plural,
    id,
    cutoff,
    version,
  );
  return version;
}

/** A record's newest `limit` versions, newest first. */
export const listVersions = (db: Db, entity: EntitySpec, id: number, limit: number): VersionSummary[] =>
  sql(
    db,
    `SELECT version, slug, saved_by, saved_at FROM record_versions
     WHERE collection = ? AND record_id = ? ORDER BY version DESC LIMIT ?`,
  ).all(entity.plural, id, limit) as VersionSummary[];

/** One version with its fields; undefined when there is none by that number. */
export function readVersion(db: Db, entity: EntitySpec, id: number, version: number): Version | undefined {
  const row = sql(
    db,
    `SELECT version, slug, saved_by, saved_at, fields FROM record_versions
     WHERE collection = ? AND record_id = ? AND version = ?`,
  ).get(entity.plural, id, version) as (VersionSummary & { fields: string }) | undefined;
  return row && { ...row, fields: JSON.parse(row.fields) as Values };
}

/** A deleted record's versions go with it: a later record given the same id starts its own history. */
export const dropVersions = (db: Db, entity: EntitySpec, id: number): void => {
  sql(db, 'DELETE FROM record_versions WHERE collection = ? AND record_id = ?').run(entity.plural, id);
};
