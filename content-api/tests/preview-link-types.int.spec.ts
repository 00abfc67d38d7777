// A preview link's type is checked against @site/shared's list in code: a database made before keeps its links,
// their ids and the deletion triggers, and a new previewable family needs no rebuild of the links' table.
import Database from '@site/shared/sqlite';
import { PREVIEW_TYPES } from '@site/shared/preview-token';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordLink } from '../src/content/preview-links.ts';
import { migrate } from '../src/db/migrate.ts';
import { MIGRATIONS } from '../src/db/migrations/index.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

afterAll(removeTempDirs);

const NOW = new Date('2026-11-29T12:00:00Z');
const LATER = new Date('2026-12-06T12:00:00Z');
const link = (type: string, recordId: number) => ({
  type: type as (typeof PREVIEW_TYPES)[number],
  slug: `a-${type}`,
  recordId,
  recordKey: 'record-key',
  createdAt: NOW,
  expiresAt: LATER,
});

describe('preview links take every shared previewable type, checked in code', () => {
  const db = new Database(path.join(tempDir(), 'old.db'));
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version <= 15),
  );
  // A post with every required column filled: only its id matters here.
  const required = db
    .prepare(`SELECT name FROM pragma_table_info('blogs') WHERE "notnull" = 1 AND dflt_value IS NULL`)
    .pluck()
    .all() as string[];
  db.prepare(
    `INSERT INTO blogs (id, ${required.join(', ')}) VALUES (7, ${required.map(() => "'x'").join(', ')})`,
  ).run();
  const kept = recordLink(db, link('blog', 7));
  const pruned = recordLink(db, link('event', 1));
  db.prepare('DELETE FROM preview_links WHERE id = ?').run(pruned.id);
  migrate(db);
  afterAll(() => db.close());

  it('keeps the links made before, and never gives a removed link’s id again', () => {
    expect(db.prepare('SELECT id, type, slug FROM preview_links').all()).toEqual([
      { id: kept.id, type: 'blog', slug: 'a-blog' },
    ]);
    expect(recordLink(db, link('service', 2)).id).toBeGreaterThan(pruned.id);
  });

  it('still marks a link when its record is deleted', () => {
    db.prepare('DELETE FROM blogs WHERE id = 7').run();
    const row = db.prepare('SELECT record_deleted_at FROM preview_links WHERE id = ?').get(kept.id) as {
      record_deleted_at: string | null;
    };
    expect(row.record_deleted_at).not.toBeNull();
  });

  it('stores every shared type, and a new one without a table rebuild', () => {
    for (const type of PREVIEW_TYPES) expect(recordLink(db, link(type, 3)).id).toBeGreaterThan(0);
    expect(() =>
      db
        .prepare('INSERT INTO preview_links (type, slug, record_id, created_at, expires_at) VALUES (?, ?, 1, ?, ?)')
        .run('webinar', 'a-webinar', NOW.toISOString(), LATER.toISOString()),
    ).not.toThrow();
  });

  it('refuses, in code, a type the shared list does not name', () => {
    expect(() => recordLink(db, link('webinar', 1))).toThrow(/"webinar" is not a previewable type/);
  });
});
