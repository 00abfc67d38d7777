import { sql, type Db } from '../db/connection.ts';
import { enqueue } from '../admin/outbox-store.ts';
import { HttpError, badRequest } from '../http/errors.ts';

export type RedirectStatus = 301 | 302 | 308;
export const REDIRECT_STATUSES: readonly RedirectStatus[] = [301, 302, 308];

export interface Redirect {
  id: number;
  from: string;
  to: string;
  status: RedirectStatus;
  created_by: string;
  created_at: string;
}

interface RedirectRow {
  id: number;
  from_path: string;
  to_path: string;
  status: RedirectStatus;
  created_by: string;
  created_at: string;
}

export interface RedirectInput {
  from: string;
  to: string;
  status: RedirectStatus;
  createdBy: string;
}

const shape = (row: RedirectRow): Redirect => ({
  id: row.id,
  from: row.from_path,
  to: row.to_path,
  status: row.status,
  created_by: row.created_by,
  created_at: row.created_at,
});

/** The path a `to` leads to on the site: what the site looks a redirect up by (no query or hash). */
const pathOf = (to: string) => to.replace(/[?#].*$/, '') || '/';

const byFrom = (db: Db, from: string) =>
  sql(db, 'SELECT * FROM redirects WHERE from_path = ?').get(from) as RedirectRow | undefined;

export function listRedirects(db: Db, limit: number): Redirect[] {
  return (sql(db, 'SELECT * FROM redirects ORDER BY id DESC LIMIT ?').all(limit) as RedirectRow[]).map(shape);
}

export function getRedirect(db: Db, id: number): Redirect | undefined {
  const row = sql(db, 'SELECT * FROM redirects WHERE id = ?').get(id) as RedirectRow | undefined;
  return row && shape(row);
}

/** The redirect the site answers for a path it has no page for, or null. */
export function redirectFrom(db: Db, from: string): Pick<Redirect, 'to' | 'status'> | null {
  const row = byFrom(db, from);
  return row ? { to: row.to_path, status: row.status } : null;
}

/** Queues the site's `redirects` hook for a path whose redirect changed; inside the change's transaction. */
function announce(db: Db, from: string): void {
  enqueue(db, { type: 'redirects', path: from });
}

/**
 * Where a redirect to `to` ends once chains are collapsed: the table never holds a → b beside b → c, so at most
 * one hop. Refuses a loop back to `from`.
 */
function finalTarget(db: Db, from: string, to: string): string {
  if (pathOf(to) === from) throw badRequest('to: leads back to from (a redirect loop)');
  const next = byFrom(db, pathOf(to));
  if (!next) return to;
  if (pathOf(next.to_path) === from)
    throw badRequest(`to: ${pathOf(to)} already redirects to ${from}; this would make a loop`);
  return next.to_path;
}

/** Points every redirect that led to `from` at `to` instead (a → b, b → c makes a → c); one that would loop goes. */
function repointChainsInto(db: Db, from: string, to: string): void {
  const into = sql(db, 'SELECT * FROM redirects WHERE to_path = ? OR to_path LIKE ? OR to_path LIKE ?').all(
    from,
    `${from}?%`,
    `${from}#%`,
  ) as RedirectRow[];
  for (const row of into) {
    if (pathOf(row.to_path) !== from) continue;
    if (row.from_path === pathOf(to)) sql(db, 'DELETE FROM redirects WHERE id = ?').run(row.id);
    else sql(db, 'UPDATE redirects SET to_path = ? WHERE id = ?').run(to, row.id);
    announce(db, row.from_path);
  }
}

/** A new redirect, its chains collapsed; 409 when `from` already has one. Call inside a transaction. */
export function createRedirect(db: Db, input: RedirectInput): Redirect {
  if (byFrom(db, input.from)) throw new HttpError(409, `from: ${input.from} already redirects; change that one`);
  const to = finalTarget(db, input.from, input.to);
  const result = sql(
    db,
    'INSERT INTO redirects (from_path, to_path, status, created_by, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(input.from, to, input.status, input.createdBy, new Date().toISOString());
  announce(db, input.from);
  repointChainsInto(db, input.from, to);
  return getRedirect(db, Number(result.lastInsertRowid))!;
}

/** Replaces redirect `id`'s from, to and status, its chains collapsed; 404 or 409 as for a create. */
export function updateRedirect(db: Db, id: number, input: Omit<RedirectInput, 'createdBy'>): Redirect {
  const current = getRedirect(db, id);
  if (!current) throw new HttpError(404, `no redirect ${id}`);
  const clash = byFrom(db, input.from);
  if (clash && clash.id !== id)
    throw new HttpError(409, `from: ${input.from} already redirects (redirect ${clash.id})`);
  const to = finalTarget(db, input.from, input.to);
  sql(db, 'UPDATE redirects SET from_path = ?, to_path = ?, status = ? WHERE id = ?').run(
    input.from,
    to,
    input.status,
    id,
  );
  announce(db, input.from);
  if (current.from !== input.from) announce(db, current.from);
  repointChainsInto(db, input.from, to);
  return getRedirect(db, id)!;
}

/** Removes redirect `id`, so its path answers 404 again; 404 when there is none. */
export function deleteRedirect(db: Db, id: number): void {
  const current = getRedirect(db, id);
  if (!current) throw new HttpError(404, `no redirect ${id}`);
  sql(db, 'DELETE FROM redirects WHERE id = ?').run(id);
  announce(db, current.from);
}

/** A record's page now lives at `path`: a redirect from it would hide the page (and renaming back would loop). */
export function pathTaken(db: Db, path: string): void {
  const row = byFrom(db, path);
  if (!row) return;
  sql(db, 'DELETE FROM redirects WHERE id = ?').run(row.id);
  announce(db, path);
}

/**
 * A record's page moved from `from` to `to` (a slug change): `to` is taken, `from` answers a 301 to it, and every
 * redirect that led to `from` now leads straight to `to`. Call inside the rename's transaction.
 */
export function pageMoved(db: Db, from: string, to: string, createdBy: string): void {
  pathTaken(db, to);
  const existing = byFrom(db, from);
  if (existing) {
    sql(db, 'UPDATE redirects SET to_path = ?, status = 301, created_by = ?, created_at = ? WHERE id = ?').run(
      to,
      createdBy,
      new Date().toISOString(),
      existing.id,
    );
    announce(db, from);
    repointChainsInto(db, from, to);
  } else createRedirect(db, { from, to, status: 301, createdBy });
}
