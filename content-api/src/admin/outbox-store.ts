import {
  isHookTypeName,
  isRecordTypeName,
  type HookTypeName,
  type ListTypeName,
  type RecordTypeName,
} from '@site/shared/content-types';
import { sql, type Db } from '../db/connection.ts';

/** Types whose records have pages of their own: the hook names the slug (and the previous one on a rename). */
export type RecordType = RecordTypeName;
/** List types: the hook names only the type, the names the site's webhook accepts. */
export type ListType = ListTypeName;
export type ContentType = RecordType | ListType;
/** What the hook names: a content type, or `redirects` with the site path whose redirect changed. */
export type HookType = HookTypeName;

export type HookPayload =
  { type: RecordType; slug: string; previousSlug?: string } | { type: ListType } | { type: 'redirects'; path: string };

export interface OutboxRow {
  id: number;
  type: HookType;
  slug: string | null;
  previous_slug: string | null;
  path: string | null;
  created_at: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  delivered_at: string | null;
}

/** What the site's webhook would refuse: a type @site/shared does not name, or a slug or path missing or extra. */
function checkPayload(payload: HookPayload, slug: string | null, path: string | null): void {
  const { type } = payload;
  if (!isHookTypeName(type))
    throw new Error(`"${String(type)}" is not a publish hook type (@site/shared/content-types)`);
  if (isRecordTypeName(type) !== (slug !== null))
    throw new Error(slug === null ? `${type} needs a slug` : `${type} names no slug`);
  if ((type === 'redirects') !== (path !== null))
    throw new Error(path === null ? 'redirects needs a path' : `${type} names no path`);
}

/** Queues a delivery; call it inside the transaction that commits the change it announces. */
export function enqueue(db: Db, payload: HookPayload): number {
  const now = new Date().toISOString();
  const slug = ('slug' in payload ? payload.slug : null) ?? null;
  const previousSlug = ('slug' in payload ? payload.previousSlug : null) ?? null;
  const path = ('path' in payload ? payload.path : null) ?? null;
  checkPayload(payload, slug, path);
  const result = sql(
    db,
    `INSERT INTO outbox (type, slug, previous_slug, path, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(payload.type, slug, previousSlug, path, now, now);
  return Number(result.lastInsertRowid);
}

export function payloadOf(row: OutboxRow): HookPayload {
  if (row.type === 'redirects') return { type: 'redirects', path: row.path ?? '' };
  if (row.slug === null) return { type: row.type as ListType };
  const type = row.type as RecordType;
  return row.previous_slug === null
    ? { type, slug: row.slug }
    : { type, slug: row.slug, previousSlug: row.previous_slug };
}

/** Pending rows in delivery (id) order. */
export function pendingRows(db: Db, limit: number): OutboxRow[] {
  return sql(db, 'SELECT * FROM outbox WHERE delivered_at IS NULL ORDER BY id LIMIT ?').all(limit) as OutboxRow[];
}

export function markDelivered(db: Db, id: number): void {
  sql(db, 'UPDATE outbox SET attempts = attempts + 1, last_error = NULL, delivered_at = ? WHERE id = ?').run(
    new Date().toISOString(),
    id,
  );
}

export function markFailed(db: Db, id: number, error: string, nextAttemptAt: Date): void {
  sql(db, 'UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?').run(
    error.slice(0, 500),
    nextAttemptAt.toISOString(),
    id,
  );
}

export type OutboxStatus = 'pending' | 'delivered';

/** Newest first, for inspection by staff and tests. */
export function listOutbox(db: Db, status: OutboxStatus | null, limit: number) {
  const where =
    status === 'pending'
      ? 'WHERE delivered_at IS NULL'
      : status === 'delivered'
        ? 'WHERE delivered_at IS NOT NULL'
        : '';
  const rows = sql(db, `SELECT * FROM outbox ${where} ORDER BY id DESC LIMIT ?`).all(limit) as OutboxRow[];
  return rows.map((row) => ({
    id: row.id,
    status: row.delivered_at === null ? 'pending' : 'delivered',
    payload: payloadOf(row),
    attempts: row.attempts,
    last_error: row.last_error,
    next_attempt_at: row.delivered_at === null ? row.next_attempt_at : null,
    delivered_at: row.delivered_at,
    created_at: row.created_at,
  }));
}
