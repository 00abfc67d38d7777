import Database from '@site/shared/sqlite';
import { HOOK_TYPE_NAMES, LIST_TYPE_NAMES, RECORD_TYPE_NAMES } from '@site/shared/content-types';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { enqueue, listOutbox, type HookPayload } from '../src/admin/outbox-store.ts';
import { migrate } from '../src/db/migrate.ts';
import { MIGRATIONS } from '../src/db/migrations/index.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

afterAll(removeTempDirs);

// A database made before the outbox's types were checked in code: its rows survive the rebuild.
describe('the outbox accepts exactly the hook types @site/shared names', () => {
  const db = new Database(path.join(tempDir(), 'old.db'));
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version <= 14),
  );
  enqueue(db, { type: 'blog', slug: 'kept-post', previousSlug: 'old-post' });
  enqueue(db, { type: 'redirects', path: '/old' });
  migrate(db);
  afterAll(() => db.close());

  it('keeps what was queued before the rebuild', () => {
    expect(listOutbox(db, null, 10).map((row) => row.payload)).toEqual([
      { type: 'redirects', path: '/old' },
      { type: 'blog', slug: 'kept-post', previousSlug: 'old-post' },
    ]);
  });

  it('queues every list and record type of the shared list, with no table to rebuild for a new one', () => {
    for (const type of LIST_TYPE_NAMES) enqueue(db, { type });
    for (const type of RECORD_TYPE_NAMES) enqueue(db, { type, slug: `a-${type}` });
    const queued = listOutbox(db, 'pending', 100).map((row) => row.payload.type);
    expect(new Set(queued)).toEqual(new Set(HOOK_TYPE_NAMES));
  });

  it('refuses a type the shared list does not name, and a record without its slug, saying which', () => {
    expect(() => enqueue(db, { type: 'webinar', slug: 'x' } as unknown as HookPayload)).toThrow(
      /"webinar" is not a publish hook type/,
    );
    expect(() => enqueue(db, { type: 'blog' } as unknown as HookPayload)).toThrow(/blog needs a slug/);
    expect(() => enqueue(db, { type: 'pricing', slug: 'x' } as unknown as HookPayload)).toThrow(
      /pricing names no slug/,
    );
  });
});
