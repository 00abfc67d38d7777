import type { z } from 'zod';
import type { Db } from '../db/connection.ts';
import type { ContentType } from './outbox-store.ts';

export type Values = Record<string, unknown>;

/** Where a field is stored when not in the column of its name, and how the stored value reads as a PUT takes it. */
export interface StoredField {
  column?: string;
  read?: (value: unknown) => unknown;
}

/** A nested list kept in a child table: written whole after its record, and read back as a PUT takes it. */
export interface ChildRows {
  /** The child table and its column naming the record: what links to a page is looked for there too. */
  table: string;
  parentColumn: string;
  write(db: Db, id: number, items: unknown): void;
  read(db: Db, id: number): Values[];
}

/** How one editable record type maps the contract's field names onto its table. */
export interface EntitySpec {
  /** The publish hook's type. */
  type: ContentType;
  /** The path segment under /admin/. */
  plural: string;
  /** The record in messages ("no team member with slug …"). */
  noun: string;
  /** The words its field names start with, left out of their labels, when not the noun: a blog post's `blog_…`. */
  fieldPrefix?: string;
  /** List types announce only their type; record types (with pages of their own) their slug too. */
  announcesSlug: boolean;
  table: string;
  idColumn: string;
  slugColumn: string;
  /** The contract's own name for the key in a body (e.g. blog_slug, key_id); `slug` works for every type. */
  slugAlias: string;
  /** The field that names a record to a person: the editor's heading, the finder's line. */
  titleField: string;
  /** Contract fields; each key is also the column name unless a hook rewrites it. */
  fields: Record<string, z.ZodType>;
  /** Fields a create must carry. */
  required: readonly string[];
  /** Values derived for a create from the given ones (e.g. alt text from the title). */
  defaults(values: Values): Values;
  /** Checks and rewrites before a write (parents, reserved slugs); throws HttpError. */
  prepare?(db: Db, values: Values, id: number | null, slug: string): void;
  /** Nested lists kept in child tables: each writer replaces the record's rows whole, after the record is written. */
  children?: Record<string, ChildRows>;
  /** Fields read back in another form than their column's (GET /admin/{type}/{slug}): its column, its conversion. */
  readBack?: Record<string, StoredField>;
  /** Checks before a delete; throws HttpError. */
  beforeDelete?(db: Db, id: number, slug: string): void;
}

/** The column a record's title is stored in (a technology tab's tabName is tab_name). */
export const titleColumn = (entity: EntitySpec): string =>
  entity.readBack?.[entity.titleField]?.column ?? entity.titleField;
