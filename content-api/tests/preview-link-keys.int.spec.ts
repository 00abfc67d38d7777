// A preview link opens its own record only, even where the row ids it was made with are handed out again: by a new
// database (npm start -- --reset, a restored backup, another environment on the same PREVIEW_SECRET) or by a table
// whose delete trigger is gone.
import Database from '@site/shared/sqlite';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PREVIEW_RECORDS } from '../src/content/preview.ts';
import type { Db } from '../src/db/connection.ts';
import { migrate } from '../src/db/migrate.ts';
import { MIGRATIONS } from '../src/db/migrations/index.ts';
import { ANSWERS } from './contract.ts';
import { adminRequests, bearer, NEW_BLOG, removeTempDirs, startServer, tempDir, type TestServer } from './helpers.ts';

const PREVIEW_SECRET = 'content-api-test-preview-secret-0123456789';
afterAll(removeTempDirs);

/** A draft post at `slug` titled `title`, and a preview link made for it. */
async function draftWithLink(server: TestServer, slug: string, title: string) {
  const { put } = adminRequests(() => server.app);
  expect((await put(`blogs/${slug}`, { ...NEW_BLOG, status: 'draft', blog_title: title })).statusCode).toBe(201);
  const response = await server.app.inject({
    method: 'POST',
    url: '/admin/preview-links',
    payload: { type: 'blog', slug },
    headers: bearer(),
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id, url } = response.json() as { id: number; url: string };
  return { id, token: new URL(url).searchParams.get('token') ?? '', recordId: blogId(server, slug) };
}

/** The title a token shows at `slug`, or null when the post is not answered to it. */
async function shown(server: TestServer, slug: string, token: string) {
  const response = await server.app.inject({
    url: `/api/v1/get-blog-details?slug=${slug}`,
    headers: { 'x-preview-token': token },
  });
  return ANSWERS['get-blog-details'].parse(response.json()).blog[0]?.blog_title ?? null;
}

const standing = async (server: TestServer, token: string) =>
  (await server.app.inject({ url: '/api/v1/get-preview-state', headers: { 'x-preview-token': token } })).statusCode;

function onDatabase<T>(server: TestServer, work: (db: Db) => T): T {
  const db = new Database(server.config.dbPath);
  try {
    return work(db);
  } finally {
    db.close();
  }
}
const blogId = (server: TestServer, slug: string) =>
  onDatabase(server, (db) => db.prepare('SELECT id FROM blogs WHERE blog_slug = ?').pluck().get(slug) as number);

describe('a preview link is bound to keys no later link or record is given', () => {
  it('a link made before the database was reset opens nothing made after it at the same ids', async () => {
    const before = await startServer({ env: { PREVIEW_SECRET } });
    const old = await draftWithLink(before, 'reset-me', 'Before the reset');
    await before.app.close();

    // --reset: a new database seeded the same way, the secret kept (set in .env); the same steps again.
    const after = await startServer({ env: { PREVIEW_SECRET } });
    try {
      const fresh = await draftWithLink(after, 'reset-me', 'After the reset');
      expect([fresh.id, fresh.recordId]).toEqual([old.id, old.recordId]);
      expect(await shown(after, 'reset-me', fresh.token)).toBe('After the reset');
      expect(await shown(after, 'reset-me', old.token)).toBeNull();
      expect(await standing(after, old.token)).toBe(410);
    } finally {
      await after.app.close();
    }
  });

  it('a link opens nothing made later at its record’s row id, even where no trigger marked the deletion', async () => {
    const server = await startServer({ env: { PREVIEW_SECRET } });
    try {
      const old = await draftWithLink(server, 'rebuilt', 'The first draft');
      // A table rebuilt by a later migration (SQLite's way to change a column) loses its triggers.
      onDatabase(server, (db) => db.exec('DROP TRIGGER blogs_deleted_preview_links'));
      const { del } = adminRequests(() => server.app);
      expect((await del('blogs/rebuilt')).statusCode).toBe(200);
      const fresh = await draftWithLink(server, 'rebuilt', 'Someone else’s draft');
      expect(fresh.recordId).toBe(old.recordId);
      expect(await shown(server, 'rebuilt', old.token)).toBeNull();
      expect(await standing(server, old.token)).toBe(404);
      expect(await shown(server, 'rebuilt', fresh.token)).toBe('Someone else’s draft');
    } finally {
      await server.app.close();
    }
  });
});

describe('migration 14 on links made before keys', () => {
  it('marks them revoked (their p2 tokens are refused) and gives each linkable table its key column', () => {
    const db = new Database(path.join(tempDir(), 'old.db'));
    try {
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 13),
      );
      db.prepare(
        `INSERT INTO preview_links (type, slug, record_id, created_at, expires_at, revoked_at) VALUES
          ('blog', 'live', 7, '2026-01-01', '2099-01-01', NULL), ('blog', 'gone', 8, '2026-01-01', '2099-01-01', 'x')`,
      ).run();
      migrate(db);
      expect(db.prepare('SELECT slug, revoked_at FROM preview_links ORDER BY id').all()).toEqual([
        { slug: 'live', revoked_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
        { slug: 'gone', revoked_at: 'x' },
      ]);
      for (const { table } of Object.values(PREVIEW_RECORDS))
        expect(
          db.prepare(`SELECT count(*) FROM pragma_table_info(?) WHERE name = 'preview_key'`).pluck().get(table),
        ).toBe(1);
    } finally {
      db.close();
    }
  });
});
