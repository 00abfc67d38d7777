import type { z } from 'zod';
import type { Db } from '../db/connection.ts';
import type { ContentType } from './outbox-store.ts';

export type Values = Record<string, unknown>;

/** How one editable record type maps the contract's field names onto its table. */
export interface EntitySpec {
  type: ContentType;
  /** The path segment under /admin/. */
  plural: 'blogs' | 'events' | 'services' | 'categories';
  table: string;
  idColumn: string;
  slugColumn: string;
  /** Contract fields; each key is also the column name unless a hook rewrites it. */
  fields: Record<string, z.ZodType>;
  /** Fields a create must carry. */
  required: readonly string[];
  /** Values derived for a create from the given ones (e.g. alt text from the title). */
  defaults(values: Values): Values;
  /** Checks and rewrites before a write (parents, reserved slugs); throws HttpError. */
  prepare?(db: Db, values: Values, id: number | null, slug: string): void;
  /** Checks before a delete; throws HttpError. */
  beforeDelete?(db: Db, id: number, slug: string): void;
}
