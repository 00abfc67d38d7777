// The preview links staff made (migrations 013, 014 and 016): one row each, so a link can be listed and revoked on its
// own, and every read checks the row the token names by its id and random key.
import { newPreviewKey, PREVIEW_TYPES, type PreviewGrant, type PreviewType } from '@site/shared/preview-token';
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

/** What staff are shown of a link: its keys stay inside the content API and its tokens. */
const SHOWN = 'id, type, slug, record_id, created_at, expires_at, revoked_at, record_deleted_at';

/** Why a link whose token is sound opens nothing: revoked (or not on record), or its record deleted. */
export type LinkRefusal = 'revoked' | 'record-gone';

/** The record a live link opens: its row id, and the record's key when the link was made. */
export interface LinkedRecord {
  record_id: number;
  record_key: string | null;
}

/**
 * Records a new link to record `recordId` (whose preview key is `recordKey`), pruning those past their expiry
 * (their tokens are refused first); its id and its own new key, which its token carries.
 */
export function recordLink(
  db: Db,
  link: { type: PreviewType; slug: string; recordId: number; recordKey: string; createdAt: Date; expiresAt: Date },
): { id: number; key: string } {
  // The table takes any type (migration 016): the shared list is the one check.
  if (!(PREVIEW_TYPES as readonly string[]).includes(link.type))
    throw new Error(`"${String(link.type)}" is not a previewable type (@site/shared/content-types)`);
  sql(db, 'DELETE FROM preview_links WHERE expires_at <= ?').run(link.createdAt.toISOString());
  const key = newPreviewKey();
  const result = sql(
    db,
    `INSERT INTO preview_links (type, slug, record_id, record_key, link_key, created_at, expires_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    link.type,
    link.slug,
    link.recordId,
    link.recordKey,
    key,
    link.createdAt.toISOString(),
    link.expiresAt.toISOString(),
  );
  return { id: Number(result.lastInsertRowid), key };
}

/** The links not yet expired, newest first; of one record's slug when `filter` names it. */
export function listLinks(db: Db, now: Date, filter: { type?: PreviewType; slug?: string }, limit: number) {
  return sql(
    db,
    `SELECT ${SHOWN} FROM preview_links WHERE expires_at > @now AND (@type IS NULL OR type = @type)
      AND (@slug IS NULL OR slug = @slug) ORDER BY id DESC LIMIT @limit`,
  ).all({ now: now.toISOString(), type: filter.type ?? null, slug: filter.slug ?? null, limit }) as PreviewLink[];
}

/** Revokes link `id` (a second revoke keeps the first time); undefined when there is no such link. */
export function revokeLink(db: Db, id: number, now: Date): PreviewLink | undefined {
  sql(db, 'UPDATE preview_links SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(now.toISOString(), id);
  return sql(db, `SELECT ${SHOWN} FROM preview_links WHERE id = ?`).get(id) as PreviewLink | undefined;
}

/** The record the link a sound token names opens, or why it opens nothing: one lookup by its id and key. */
export function linkStanding(
  db: Db,
  grant: PreviewGrant,
): { ok: true; record: LinkedRecord } | { ok: false; reason: LinkRefusal } {
  const link = sql(
    db,
    `SELECT record_id, record_key, revoked_at, record_deleted_at FROM preview_links
      WHERE id = ? AND link_key = ? AND type = ?`,
  ).get(grant.linkId, grant.linkKey, grant.type) as
    (LinkedRecord & Pick<PreviewLink, 'revoked_at' | 'record_deleted_at'>) | undefined;
  // Not on record (its row pruned, or the database replaced: the id may be another link's, the key is not).
  if (!link || link.revoked_at !== null) return { ok: false, reason: 'revoked' };
  if (link.record_deleted_at !== null) return { ok: false, reason: 'record-gone' };
  return { ok: true, record: { record_id: link.record_id, record_key: link.record_key } };
}
