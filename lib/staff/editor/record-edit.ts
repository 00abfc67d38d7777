import 'server-only';
// The editor's calls to the CMS: what a type accepts, its records found by title, a record as a PUT takes it, and a
// save that names the version it started from and who made it.
import { z } from 'zod';
import { adminRequest, siteAdminConfig, type AdminResult } from '../cms/cms-admin';
import { editorSchemaSchema, type TypeDescription } from './editor-schema';
import { FIND_WORDS_MAX } from './finder-query';

const versionOf = z.number().int().min(0);

export const editableRecordSchema = z.object({
  slug: z.string().max(200),
  version: versionOf,
  fields: z.record(z.string().max(120), z.unknown()),
});
export type EditableRecord = z.output<typeof editableRecordSchema>;

export const savedSchema = z.object({ slug: z.string().max(200), version: versionOf, created: z.boolean() });

/** The newest saved version, as a stale save's refusal carries it. */
export const currentSchema = z.object({
  version: versionOf,
  saved_by: z.string().max(200).nullable().optional(),
  saved_at: z.string().max(40).nullable().optional(),
  fields: z.record(z.string().max(120), z.unknown()).optional(),
});
export type CurrentVersion = z.output<typeof currentSchema>;

/** Every type the CMS lets the console edit, with the fields each accepts. */
export const readSchema = () =>
  adminRequest(siteAdminConfig(), { path: ['schema'], schema: editorSchemaSchema, notFound: 'unsupported' });

export async function readTypeDescription(collection: string): Promise<AdminResult<TypeDescription | null>> {
  const schema = await readSchema();
  if (!schema.ok) return schema;
  return { ok: true, value: schema.value.types.find((type) => type.collection === collection) ?? null };
}

const foundRecordSchema = z.object({
  slug: z.string().max(200),
  title: z.string().max(1_000),
  version: versionOf,
  updated_at: z.string().max(40).nullable(),
});
export type FoundRecord = z.output<typeof foundRecordSchema>;

export interface FoundRecords {
  records: FoundRecord[];
  /** More matched than are shown. */
  cut: boolean;
}

/** The records the finder lists at once: a few words narrow more than scrolling does. */
export const FOUND_SHOWN = 50;

/** A type's records whose title or address holds `words`, most recently saved first; `cut` when there were more. */
export async function findRecords(collection: string, words: string): Promise<AdminResult<FoundRecords>> {
  const found = await adminRequest(siteAdminConfig(), {
    path: [collection],
    // One more than is shown, to know whether the list was cut.
    query: { q: words.slice(0, FIND_WORDS_MAX) || undefined, limit: String(FOUND_SHOWN + 1) },
    schema: z.array(foundRecordSchema).max(FOUND_SHOWN + 1),
    notFound: 'unsupported',
  });
  if (!found.ok) return found;
  return { ok: true, value: { records: found.value.slice(0, FOUND_SHOWN), cut: found.value.length > FOUND_SHOWN } };
}

export const readEditableRecord = (collection: string, slug: string) =>
  adminRequest(siteAdminConfig(), { path: [collection, slug], schema: editableRecordSchema, notFound: 'refused' });

export interface Save {
  collection: string;
  slug: string;
  body: Record<string, unknown>;
  /** The version the edit started from (a save on a record saved since is refused), or `none`: create only. */
  baseVersion: number | 'none';
  savedBy: string;
}

export const saveRecord = ({ collection, slug, body, baseVersion, savedBy }: Save) =>
  adminRequest(siteAdminConfig(), {
    method: 'PUT',
    path: [collection, slug],
    body,
    headers: { 'x-saved-by': savedBy.slice(0, 200), 'x-base-version': String(baseVersion) },
    schema: savedSchema,
    notFound: 'refused',
  });

const versionSummarySchema = z.object({
  version: versionOf,
  slug: z.string().max(200),
  saved_by: z.string().max(200).nullable(),
  saved_at: z.string().max(40),
});
export type VersionSummary = z.output<typeof versionSummarySchema>;

/** The versions the history lists, newest first: a draft saving itself keeps many. */
export const HISTORY_SHOWN = 50;

export const listVersions = (collection: string, slug: string) =>
  adminRequest(siteAdminConfig(), {
    path: [collection, slug, 'versions'],
    query: { limit: String(HISTORY_SHOWN) },
    schema: z.array(versionSummarySchema).max(HISTORY_SHOWN),
    notFound: 'refused',
  });

export const readVersion = (collection: string, slug: string, version: number) =>
  adminRequest(siteAdminConfig(), {
    path: [collection, slug, 'versions', String(version)],
    schema: versionSummarySchema.extend({ fields: z.record(z.string().max(120), z.unknown()) }),
    notFound: 'refused',
  });
