import type { FastifyRequest } from 'fastify';
import {
  newPreviewKey,
  PREVIEW_HEADER,
  PREVIEW_TOKEN_MAX,
  verifyPreviewToken,
  type PreviewGrant,
  type PreviewType,
} from '@site/shared/preview-token';
import type { AppContext } from '../context.ts';
import { sql, type Db } from '../db/connection.ts';
import { linkStanding, type LinkRefusal } from './preview-links.ts';
import { isPublic, type Publication } from './visibility.ts';

/** What checking a request's preview link needs. */
export type PreviewContext = Pick<AppContext, 'db' | 'config'>;

/** `token`: no token, or a bad, expired or foreign one; else why the link's row refuses it. */
export type PreviewRefusal = 'token' | LinkRefusal;

/** A record a preview link may open: its id, current slug and publication columns. */
export type PreviewedRecord = Publication & { id: number; slug: string };

/**
 * The preview link a request carries (`X-Preview-Token`), checked on every read: the token (length, shape,
 * signature, expiry), then its link's row by id and key (not revoked, its record not deleted), then that record's
 * row, which must still carry the key it had when the link was made (a row later given its id has another, or none).
 */
export function checkPreview(
  request: FastifyRequest,
  { db, config }: PreviewContext,
  now: Date,
): { ok: true; grant: PreviewGrant; record: PreviewedRecord } | { ok: false; reason: PreviewRefusal } {
  const token = request.headers[PREVIEW_HEADER];
  if (typeof token !== 'string' || token.length > PREVIEW_TOKEN_MAX || config.previewSecret === null)
    return { ok: false, reason: 'token' };
  const check = verifyPreviewToken(token, config.previewSecret, now);
  if (!check.ok) return { ok: false, reason: 'token' };
  const link = linkStanding(db, check.grant);
  if (!link.ok) return link;
  const { record_id, record_key } = link.record;
  const row = previewRecord(db, check.grant.type, { id: record_id });
  if (row === undefined || record_key === null || row.preview_key !== record_key)
    return { ok: false, reason: 'record-gone' };
  return { ok: true, grant: check.grant, record: row };
}

/** The id of the `type` record the request may see unpublished, or null. */
export function previewRecordId(
  request: FastifyRequest,
  context: PreviewContext,
  now: Date,
  type: PreviewType,
): number | null {
  const check = checkPreview(request, context, now);
  return check.ok && check.grant.type === type ? check.record.id : null;
}

/** A record read by its slug: public, or the very record (by id) the request's live preview link was made for. */
export function mayRead(
  request: FastifyRequest,
  context: PreviewContext,
  now: Date,
  record: { type: PreviewType; id: number; row: Publication },
): boolean {
  return isPublic(record.row, now) || previewRecordId(request, context, now, record.type) === record.id;
}

/** Where each previewable record lives: its table and its id, slug and title columns (the sitemaps read these too). */
export const PREVIEW_RECORDS: Record<PreviewType, { table: string; id: string; slug: string; title: string }> = {
  blog: { table: 'blogs', id: 'id', slug: 'blog_slug', title: 'blog_title' },
  event: { table: 'events', id: 'id', slug: 'slug', title: 'title' },
  service: { table: 'services', id: 'service_id', slug: 'service_slug', title: 'service_title' },
  category: { table: 'categories', id: 'category_id', slug: 'category_slug', title: 'category_title' },
  opening: { table: 'job_openings', id: 'id', slug: 'slug', title: 'job_title' },
};

/** One record's id, current slug, publication columns and preview key, whatever its state; undefined when none. */
export function previewRecord(
  db: Db,
  type: PreviewType,
  by: { slug: string } | { id: number },
): (PreviewedRecord & { preview_key: string | null }) | undefined {
  const { table, id, slug } = PREVIEW_RECORDS[type];
  const where = 'slug' in by ? `${slug} = ?` : `${id} = ?`;
  return sql(
    db,
    `SELECT ${id} AS id, ${slug} AS slug, status, publish_at, unpublish_at, preview_key FROM ${table} WHERE ${where}`,
  ).get('slug' in by ? by.slug : by.id) as (PreviewedRecord & { preview_key: string | null }) | undefined;
}

/** Record `id`'s preview key, made with its first link: random, so a row later given its id never has it. */
export function recordPreviewKey(db: Db, type: PreviewType, id: number): string {
  const { table, id: idColumn } = PREVIEW_RECORDS[type];
  return sql(
    db,
    `UPDATE ${table} SET preview_key = COALESCE(preview_key, ?) WHERE ${idColumn} = ? RETURNING preview_key`,
  )
    .pluck()
    .get(newPreviewKey(), id) as string;
}
