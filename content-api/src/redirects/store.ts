import { routedPath, routedPathOf, routedTarget } from '@site/shared/site-path';
import { sql, type Db } from '../db/connection.ts';
import { enqueue } from '../admin/outbox-store.ts';
import { HttpError, badRequest } from '../http/errors.ts';
import { routedOrAsIs } from './paths.ts';

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

/** How many redirects a loop check follows: a collapsed table holds one hop, an older one a few more. */
const MAX_HOPS = 50;

/** The redirect from `from` (as the site routes it), leaving out redirect `exceptId` (the one being replaced). */
const byFrom = (db: Db, from: string, exceptId = 0) =>
  sql(db, 'SELECT * FROM redirects WHERE from_path = ? AND id <> ?').get(from, exceptId) as RedirectRow | undefined;

export function listRedirects(db: Db, limit: number): Redirect[] {
  return (sql(db, 'SELECT * FROM redirects ORDER BY id DESC LIMIT ?').all(limit) as RedirectRow[]).map(shape);
}

export function getRedirect(db: Db, id: number): Redirect | undefined {
  const row = sql(db, 'SELECT * FROM redirects WHERE id = ?').get(id) as RedirectRow | undefined;
  return row && shape(row);
}

/** The redirect the site answers for a path it has no page for, or null. */
export function redirectFrom(db: Db, from: string): Pick<Redirect, 'to' | 'status'> | null {
  // A path with a malformed escape is looked up as it is, and matches nothing (no stored from has one).
  const row = byFrom(db, routedOrAsIs(from, routedPath));
  return row ? { to: row.to_path, status: row.status } : null;
}

/** Queues the site's `redirects` hook for a path whose redirect changed; inside the change's transaction. */
function announce(db: Db, from: string): void {
  enqueue(db, { type: 'redirects', path: from });
}

/** The page a stored `to` leads to, as the site routes it. */
const pageOf = (to: string) => routedOrAsIs(to, routedPathOf);

/**
 * Where a redirect from `from` to `to` ends once chains are collapsed (the table holds no a → b beside b → c), as
 * the site routes it. Refuses, in words staff can act on, a `to` that is `from` spelled another way, or one whose
 * chain of redirects comes back to `from`; `exceptId` is the redirect being replaced.
 */
function finalTarget(db: Db, from: string, to: string, exceptId?: number): string {
  const chain = [from, routedPathOf(to)];
  if (chain[1] === from)
    throw badRequest(`to: ${to} is the same page as from (${from}); a redirect to itself would loop`);
  let target = routedTarget(to);
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const next = byFrom(db, chain.at(-1)!, exceptId);
    if (!next) break;
    const page = pageOf(next.to_path);
    if (page === from)
      throw badRequest(
        `to: ${to} leads back to ${from} (${[...chain, from].join(' → ')}); a redirect that returns to where it ` +
          `started would loop: change or delete the redirect from ${chain.at(-1)} first`,
      );
    target = next.to_path;
    // A loop that does not pass through `from` (left by an older version): the chain ends where it closes.
    if (chain.includes(page)) break;
    chain.push(page);
  }
  return target;
}

/** Points every redirect that led to `from` at `to` instead (a → b, b → c makes a → c); one that would loop goes. */
function repointChainsInto(db: Db, from: string, to: string): void {
  const into = sql(db, 'SELECT * FROM redirects WHERE to_path = ? OR to_path LIKE ? OR to_path LIKE ?').all(
    from,
    `${from}?%`,
    `${from}#%`,
  ) as RedirectRow[];
  for (const row of into) {
    if (pageOf(row.to_path) !== from) continue;
    if (row.from_path === pageOf(to)) sql(db, 'DELETE FROM redirects WHERE id = ?').run(row.id);
    else sql(db, 'UPDATE redirects SET to_path = ? WHERE id = ?').run(to, row.id);
    announce(db, row.from_path);
  }
}

/**
 * A new redirect, stored as the site routes its paths, its chains collapsed; 409 when `from` already has one. Call
 * inside a transaction.
 */
export function createRedirect(db: Db, input: RedirectInput): Redirect {
  const from = routedPath(input.from);
  if (byFrom(db, from)) throw new HttpError(409, `from: ${from} already redirects; change that one`);
  const to = finalTarget(db, from, input.to);
  const result = sql(
    db,
    'INSERT INTO redirects (from_path, to_path, status, created_by, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(from, to, input.status, input.createdBy, new Date().toISOString());
  announce(db, from);
  repointChainsInto(db, from, to);
  return getRedirect(db, Number(result.lastInsertRowid))!;
}

/** Replaces redirect `id`'s from, to and status, its chains collapsed; 404 or 409 as for a create. */
export function updateRedirect(db: Db, id: number, input: Omit<RedirectInput, 'createdBy'>): Redirect {
  const current = getRedirect(db, id);
  if (!current) throw new HttpError(404, `no redirect ${id}`);
  const from = routedPath(input.from);
  const clash = byFrom(db, from, id);
  if (clash) throw new HttpError(409, `from: ${from} already redirects (redirect ${clash.id})`);
  const to = finalTarget(db, from, input.to, id);
  sql(db, 'UPDATE redirects SET from_path = ?, to_path = ?, status = ? WHERE id = ?').run(from, to, input.status, id);
  announce(db, from);
  if (current.from !== from) announce(db, current.from);
  repointChainsInto(db, from, to);
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
