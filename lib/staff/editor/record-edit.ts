import 'server-only';
// The editor's calls to the CMS: what a type accepts, a record as a PUT takes it, and a save that names the version
// it started from and who made it.
import { z } from 'zod';
import { adminRequest, siteAdminConfig, type AdminResult } from '../cms/cms-admin';
import { editorSchemaSchema, type TypeDescription } from './editor-schema';

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

export async function readTypeDescription(collection: string): Promise<AdminResult<TypeDescription | null>> {
  const schema = await adminRequest(siteAdminConfig(), {
    path: ['schema'],
    schema: editorSchemaSchema,
    notFound: 'unsupported',
  });
  if (!schema.ok) return schema;
  return { ok: true, value: schema.value.types.find((type) => type.collection === collection) ?? null };
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

export async function listVersions(collection: string, slug: string) {
  const listed = await adminRequest(siteAdminConfig(), {
    path: [collection, slug, 'versions'],
    schema: z.array(versionSummarySchema),
    notFound: 'refused',
  });
  return listed.ok ? { ...listed, value: listed.value.slice(0, HISTORY_SHOWN) } : listed;
}

export const readVersion = (collection: string, slug: string, version: number) =>
  adminRequest(siteAdminConfig(), {
    path: [collection, slug, 'versions', String(version)],
    schema: versionSummarySchema.extend({ fields: z.record(z.string().max(120), z.unknown()) }),
    notFound: 'refused',
  });
