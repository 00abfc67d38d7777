import 'server-only';
import { z } from 'zod';
import type { PreviewType } from '@site/shared/preview-token';
import { site } from '@/lib/site';
import { openings, RECORD_FAMILIES } from '@/lib/families';
import { byName } from '@/lib/families/by-name';
import { routes } from '@/lib/routes';
import {
  previewLinkRowSchema,
  previewLinkSchema,
  recordSummarySchema,
  type NewPreviewLink,
  type RecordState,
} from '../cms/admin-schemas';
import { ADMIN_WORDS } from '../cms/admin-words';
import { adminRequest, siteAdminConfig, type AdminResult } from '../cms/cms-admin';

/** The admin API's path segment of each record type, from its family. */
export const PLURAL: Record<PreviewType, string> = {
  ...byName(RECORD_FAMILIES, (family) => family.collection),
  opening: openings.collection,
};

/** More than any catalogue's drafts and scheduled records; the page says when the list was cut. */
export const RECORDS_LIMIT = 200;

export interface RecordQuery {
  types?: readonly PreviewType[];
  states?: readonly RecordState[];
  /** Only records with a moment ahead and at or before this instant, soonest first. */
  changesBefore?: Date;
}

const joined = (values?: readonly string[]) => (values?.length ? values.join(',') : undefined);

export function listRecords({ types, states, changesBefore }: RecordQuery) {
  const query = {
    type: joined(types),
    state: joined(states),
    changes_before: changesBefore?.toISOString(),
    limit: String(RECORDS_LIMIT),
  };
  return adminRequest(siteAdminConfig(), {
    path: ['records'],
    query,
    schema: z.array(recordSummarySchema),
    notFound: 'unsupported',
  });
}

export const readRecord = (type: PreviewType, slug: string) =>
  adminRequest(siteAdminConfig(), {
    path: [PLURAL[type], slug],
    schema: recordSummarySchema,
    notFound: 'refused',
  });

export const previewLinksOf = (type: PreviewType, slug: string) =>
  adminRequest(siteAdminConfig(), {
    path: ['preview-links'],
    query: { type, slug },
    schema: z.array(previewLinkRowSchema),
    notFound: 'unsupported',
  });

/**
 * The link as this site hands it out: its token on the site's own preview address (SITE_URL), whatever origin the CMS
 * was configured with; null when the CMS's link is not a preview link.
 */
export function linkOnThisSite(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const token = parsed.searchParams.get('token');
  if (parsed.pathname !== routes.preview || !token) return null;
  return `${site.siteUrl}${routes.preview}?token=${encodeURIComponent(token)}`;
}

/** A new preview link for one record, on this site's own preview address. */
export async function createPreviewLink(type: PreviewType, slug: string): Promise<AdminResult<NewPreviewLink>> {
  const made = await adminRequest(siteAdminConfig(), {
    method: 'POST',
    path: ['preview-links'],
    body: { type, slug },
    schema: previewLinkSchema,
    notFound: 'refused',
  });
  if (!made.ok) return made;
  const url = linkOnThisSite(made.value.url);
  if (url === null) return { ok: false, failure: 'malformed', message: ADMIN_WORDS.malformed() };
  return { ok: true, value: { ...made.value, url } };
}

export const revokePreviewLink = (id: number) =>
  adminRequest(siteAdminConfig(), {
    method: 'DELETE',
    path: ['preview-links', String(id)],
    schema: z.object({ revoked: z.number(), revoked_at: z.string() }),
    notFound: 'refused',
  });

export interface Publication {
  status: 'draft' | 'published';
  /** ISO 8601 instants, or null for none. */
  publish_at: string | null;
  unpublish_at: string | null;
}

/** Writes only the publication fields: the record's content stays as the CMS has it. */
export const setPublication = (type: PreviewType, slug: string, publication: Publication) =>
  adminRequest(siteAdminConfig(), {
    method: 'PUT',
    path: [PLURAL[type], slug],
    body: publication,
    schema: z.object({ slug: z.string() }),
    notFound: 'refused',
  });

/** The record type (one of the five with a page and a state) whose admin path is `collection`; null for a list. */
export const previewTypeOf = (collection: string): PreviewType | null =>
  (Object.keys(PLURAL) as PreviewType[]).find((type) => PLURAL[type] === collection) ?? null;
