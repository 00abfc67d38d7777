import type { FastifyRequest } from 'fastify';
import {
  PREVIEW_TOKEN_MAX,
  verifyPreviewToken,
  type PreviewGrant,
  type PreviewType,
} from '../../../lib/preview/token.ts';
import type { Config } from '../config.ts';
import { sql, type Db } from '../db/connection.ts';
import { isPublic, type Publication } from './visibility.ts';

/** The header the site's data layer sends in draft mode: the preview link's token. */
export const PREVIEW_HEADER = 'x-preview-token';

/** The record a request's live preview token opens, or null (no token, no secret, bad or expired token). */
export function previewGrant(request: FastifyRequest, config: Config, now: Date): PreviewGrant | null {
  const token = request.headers[PREVIEW_HEADER];
  if (typeof token !== 'string' || token.length > PREVIEW_TOKEN_MAX || config.previewSecret === null) return null;
  const check = verifyPreviewToken(token, config.previewSecret, now);
  return check.ok ? check.grant : null;
}

/** The slug of `type` the request may see unpublished, or null. */
export function previewSlug(request: FastifyRequest, config: Config, now: Date, type: PreviewType): string | null {
  const grant = previewGrant(request, config, now);
  return grant?.type === type ? grant.slug : null;
}

/** A record read by its slug: public, or the record the request's preview token opens. */
export function mayRead(
  request: FastifyRequest,
  config: Config,
  now: Date,
  record: { type: PreviewType; slug: string; row: Publication },
): boolean {
  return isPublic(record.row, now) || previewSlug(request, config, now, record.type) === record.slug;
}

/** Where each previewable record lives: its table and slug column. */
export const PREVIEW_RECORDS: Record<PreviewType, { table: string; slug: string }> = {
  blog: { table: 'blogs', slug: 'blog_slug' },
  event: { table: 'events', slug: 'slug' },
  service: { table: 'services', slug: 'service_slug' },
  category: { table: 'categories', slug: 'category_slug' },
  opening: { table: 'job_openings', slug: 'slug' },
};

/** The publication columns of one record, whatever its state, or undefined when there is none. */
export function publicationOf(db: Db, type: PreviewType, slug: string): Publication | undefined {
  const { table, slug: column } = PREVIEW_RECORDS[type];
  return sql(db, `SELECT status, publish_at, unpublish_at FROM ${table} WHERE ${column} = ?`).get(slug) as
    Publication | undefined;
}
