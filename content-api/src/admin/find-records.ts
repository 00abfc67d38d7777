import { sql, type Db } from '../db/connection.ts';
import { titleColumn, type EntitySpec } from './entity.ts';

/** One line of the console's finder: the key its editor's address uses, and the words a person knows it by. */
export interface FoundRecord {
  slug: string;
  title: string;
  /** Its newest saved version; 0 for a record never saved through the admin API (as seeded). */
  version: number;
  updated_at: string | null;
}

/**
 * The records of `entity` whose title or slug holds `words` (letter case aside; all when empty), most recently saved
 * first, then by title.
 */
export function findRecords(db: Db, entity: EntitySpec, words: string, limit: number): FoundRecord[] {
  const { table, idColumn, slugColumn, plural } = entity;
  const title = titleColumn(entity);
  return sql(
    db,
    `SELECT record.${slugColumn} AS slug, record.${title} AS title, record.updated_at,
       COALESCE((SELECT max(version) FROM record_versions
         WHERE collection = @collection AND record_id = record.${idColumn}), 0) AS version
     FROM ${table} AS record
     WHERE @words = '' OR instr(lower(record.${title}), @words) > 0 OR instr(lower(record.${slugColumn}), @words) > 0
     ORDER BY record.updated_at DESC, record.${title} COLLATE NOCASE, record.${idColumn}
     LIMIT @limit`,
  ).all({ collection: plural, words: words.toLowerCase(), limit }) as FoundRecord[];
}
