import type { FastifyRequest } from 'fastify';
import {
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

/**
 * The preview link a request carries (`X-Preview-Token`), checked on every read: the token (length, shape,
 * signature, expiry), then its link's row by id (not revoked, its record not deleted).
 */
export function checkPreview(
  request: FastifyRequest,
  { db, config }: PreviewContext,
  now: Date,
): { ok: true; grant: PreviewGrant } | { ok: false; reason: PreviewRefusal } {
  const token = request.headers[PREVIEW_HEADER];
  if (typeof token !== 'string' || token.length > PREVIEW_TOKEN_MAX || config.previewSecret === null)
    return { ok: false, reason: 'token' };
  const check = verifyPreviewToken(token, config.previewSecret, now);
  if (!check.ok) return { ok: false, reason: 'token' };
  const refusal = linkStanding(db, check.grant);
  return refusal === null ? { ok: true, grant: check.grant } : { ok: false, reason: refusal };
}

/** The id of the `type` record the request may see unpublished, or null. */
export function previewRecordId(
  request: FastifyRequest,
  context: PreviewContext,
  now: Date,
  type: PreviewType,
): number | null {
  const check = checkPreview(request, context, now);
  return check.ok && check.grant.type === type ? check.grant.recordId : null;
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

/** Where each previewable record lives: its table, id column and slug column. */
export const PREVIEW_RECORDS: Record<PreviewType, { table: string; id: string; slug: string }> = {
  blog: { table: 'blogs', id: 'id', slug: 'blog_slug' },
  event: { table: 'events', id: 'id', slug: 'slug' },
  service: { table: 'services', id: 'service_id', slug: 'service_slug' },
  category: { table: 'categories', id: 'category_id', slug: 'category_slug' },
  opening: { table: 'job_openings', id: 'id', slug: 'slug' },
};

/** One record's id, current slug and publication columns, whatever its state, or undefined when there is none. */
export function previewRecord(
  db: Db,
  type: PreviewType,
  by: { slug: string } | { id: number },
): (Publication & { id: number; slug: string }) | undefined {
  const { table, id, slug } = PREVIEW_RECORDS[type];
  const where = 'slug' in by ? `${slug} = ?` : `${id} = ?`;
  return sql(
    db,
    `SELECT ${id} AS id, ${slug} AS slug, status, publish_at, unpublish_at FROM ${table} WHERE ${where}`,
  ).get('slug' in by ? by.slug : by.id) as (Publication & { id: number; slug: string }) | undefined;
}
