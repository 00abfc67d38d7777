import Database from '@site/shared/sqlite';
import { describe, expect, it } from 'vitest';
import { isPublic, publicationState, publicWhere, visibleAt, type Publication } from '../src/content/visibility.ts';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const BEFORE = '2026-11-24T11:59:59.999Z';
const AFTER = '2026-11-24T12:00:00.001Z';
const AT = NOW.toISOString();

// Every combination of state and window edges, judged by the SQL predicate and by the row check alike.
const CASES: [Publication, boolean, ReturnType<typeof publicationState>][] = [
  [{ status: 'published', publish_at: null, unpublish_at: null }, true, 'published'],
  [{ status: 'draft', publish_at: null, unpublish_at: null }, false, 'draft'],
  [{ status: 'draft', publish_at: BEFORE, unpublish_at: null }, false, 'draft'],
  [{ status: 'published', publish_at: AT, unpublish_at: null }, true, 'published'],
  [{ status: 'published', publish_at: AFTER, unpublish_at: null }, false, 'scheduled'],
  [{ status: 'published', publish_at: BEFORE, unpublish_at: AFTER }, true, 'published'],
  [{ status: 'published', publish_at: null, unpublish_at: AT }, false, 'expired'],
  [{ status: 'published', publish_at: null, unpublish_at: BEFORE }, false, 'expired'],
];

describe('the visibility predicate', () => {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, status TEXT, publish_at TEXT, unpublish_at TEXT)');
  const insert = db.prepare('INSERT INTO t (id, status, publish_at, unpublish_at) VALUES (?, ?, ?, ?)');
  CASES.forEach(([row], id) => insert.run(id, row.status, row.publish_at, row.unpublish_at));
  const publicIds = db
    .prepare(`SELECT id FROM t WHERE ${publicWhere('t')} ORDER BY id`)
    .pluck()
    .all(visibleAt(NOW)) as number[];

  it.each(CASES.map((entry, id) => [id, ...entry] as const))('case %i: public %s', (id, row, visible, state) => {
    expect(isPublic(row, NOW)).toBe(visible);
    expect(publicIds.includes(id)).toBe(visible);
    expect(publicationState(row, NOW)).toBe(state);
  });

  it('judges at the instant it is given', () => {
    const scheduled = { status: 'published', publish_at: AFTER, unpublish_at: null } as const;
    expect(isPublic(scheduled, new Date(AFTER))).toBe(true);
  });
});
