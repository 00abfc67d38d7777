import Database from '@site/shared/sqlite';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { MIGRATIONS } from '../src/db/migrations/index.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

afterAll(removeTempDirs);

describe('migration 12 on redirects stored before paths were compared as the site routes them', () => {
  const db = new Database(path.join(tempDir(), 'old.db'));
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version <= 11),
  );
  const insert = db.prepare(
    "INSERT INTO redirects (from_path, to_path, status, created_by, created_at) VALUES (?, ?, 301, 'Ana', '2026-01-01')",
  );
  insert.run('/promo', '/promo/');
  insert.run('/deal:today', '/pric%69ng/?a=1');
  insert.run('/spring-offer', '/pricing');
  insert.run('/spring%2Doffer', '/contact-us');
  insert.run('/odd%E9', '/pricing');
  migrate(db);
  afterAll(() => db.close());

  it('stores each path as the site routes it, drops loops and keeps the newest of two spellings', () => {
    const rows = db.prepare('SELECT from_path, to_path FROM redirects ORDER BY id').all();
    expect(rows).toEqual([
      { from_path: '/deal%3Atoday', to_path: '/pricing?a=1' },
      { from_path: '/spring-offer', to_path: '/contact-us' },
      { from_path: '/odd%E9', to_path: '/pricing' },
    ]);
  });

  it('queues the redirects hook for every path whose answer changed', () => {
    const paths = db.prepare("SELECT path FROM outbox WHERE type = 'redirects' ORDER BY path").pluck().all();
    expect(paths).toEqual(['/deal%3Atoday', '/deal:today', '/promo', '/spring%2Doffer', '/spring-offer']);
  });
});
