// The preview links staff made (migration 013): one row each, so a link can be listed and revoked on its own, and
// every read checks the row the token names by its id.
import type { PreviewGrant, PreviewType } from '@site/shared/preview-token';
import { sql, type Db } from '../db/connection.ts';

export interface PreviewLink {
  id: number;
  type: PreviewType;
  slug: string;
  record_id: number;
  created_at: string;
  expires_at: string;
  /** When it was revoked, or null. */
  revoked_at: string | null;
  /** When the record it was made for was deleted, or null. */
  record_deleted_at: string | null;
}

/** Why a link whose token is sound opens nothing: revoked (or not on record), or its record deleted. */
export type LinkRefusal = 'revoked' | 'record-gone';

/** Records a new link to record `recordId`, pruning those past their expiry (their tokens are refused first). */
export function recordLink(
  db: Db,
  link: { type: PreviewType; slug: string; recordId: number; createdAt: Date; expiresAt: Date },
): number {
  sql(db, 'DELETE FROM preview_links WHERE expires_at <= ?').run(link.createdAt.toISOString());
  const result = sql(
    db,
    'INSERT INTO preview_links (type, slug, record_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(link.type, link.slug, link.recordId, link.createdAt.toISOString(), link.expiresAt.toISOString());
  return Number(result.lastInsertRowid);
}

/** The links not yet expired, newest first; of one record's slug when `filter` names it. */
export function listLinks(db: Db, now: Date, filter: { type?: PreviewType; slug?: string }, limit: number) {
  return sql(
    db,
    `SELECT * FROM preview_links WHERE expires_at > @now AND (@type IS NULL OR type = @type)
      AND (@slug IS NULL OR slug = @slug) ORDER BY id DESC LIMIT @limit`,
  ).all({ now: now.toISOString(), type: filter.type ?? null, slug: filter.slug ?? null, limit }) as PreviewLink[];
}

/** Revokes link `id` (a second revoke keeps the first time); undefined when there is no such link. */
export function revokeLink(db: Db, id: number, now: Date): PreviewLink | undefined {
  sql(db, 'UPDATE preview_links SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(now.toISOString(), id);
  return sql(db, 'SELECT * FROM preview_links WHERE id = ?').get(id) as PreviewLink | undefined;
}

/** Why the link a sound token names opens nothing, or null while it works: one lookup by its id. */
export function linkStanding(db: Db, grant: PreviewGrant): LinkRefusal | null {
  const link = sql(db, 'SELECT * FROM preview_links WHERE id = ?').get(grant.linkId) as PreviewLink | undefined;
  // Not on record (its row pruned or the database replaced) counts as revoked, as does a row for another record.
  if (!link || link.revoked_at !== null || link.type !== grant.type || link.record_id !== grant.recordId)
    return 'revoked';
  return link.record_deleted_at === null ? null : 'record-gone';
}
