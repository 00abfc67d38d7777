// Preview links bound to one record and revocable one at a time.
import Database from '@site/shared/sqlite';
import { describe, expect, it } from 'vitest';
import { ANSWERS } from './contract.ts';
import { adminRequests, bearer, NEW_BLOG, serverForFile } from './helpers.ts';

const PREVIEW_SECRET = 'content-api-test-preview-secret-0123456789';
const { app, config } = serverForFile({ env: { PREVIEW_SECRET } });
const { put, del } = adminRequests(app);

interface Link {
  id: number;
  url: string;
  expires_at: string;
}

async function link(slug: string): Promise<Link & { token: string }> {
  const response = await app().inject({
    method: 'POST',
    url: '/admin/preview-links',
    payload: { type: 'blog', slug },
    headers: bearer(),
  });
  expect(response.statusCode, response.body).toBe(201);
  const made = response.json() as Link;
  return { ...made, token: new URL(made.url).searchParams.get('token') ?? '' };
}
const title = async (slug: string, token: string) => {
  const response = await app().inject({
    url: `/api/v1/get-blog-details?slug=${slug}`,
    headers: { 'x-preview-token': token },
  });
  return ANSWERS['get-blog-details'].parse(response.json()).blog[0]?.blog_title ?? null;
};
const state = (token: string) =>
  app().inject({ url: '/api/v1/get-preview-state', headers: { 'x-preview-token': token } });
const links = async (query = '') =>
  (await app().inject({ url: `/admin/preview-links${query}`, headers: bearer() })).json() as Record<string, unknown>[];
const revoke = (id: number | string, headers = bearer()) =>
  app().inject({ method: 'DELETE', url: `/admin/preview-links/${id}`, headers });
const blogId = (slug: string) => {
  const db = new Database(config().dbPath, { readonly: true });
  try {
    return db.prepare('SELECT id FROM blogs WHERE blog_slug = ?').pluck().get(slug) as number;
  } finally {
    db.close();
  }
};

describe('a preview link opens the record it was made for, and no other', () => {
  it('refuses a new draft at the slug of a deleted one, even when it gets the same row id', async () => {
    await put('blogs/swap-me', { ...NEW_BLOG, status: 'draft', blog_title: 'The first draft' });
    const first = blogId('swap-me');
    const old = await link('swap-me');
    expect(await title('swap-me', old.token)).toBe('The first draft');

    expect((await del('blogs/swap-me')).statusCode).toBe(200);
    await put('blogs/swap-me', { ...NEW_BLOG, status: 'draft', blog_title: 'Someone else’s draft' });
    expect(blogId('swap-me')).toBe(first);
    expect(await title('swap-me', old.token)).toBeNull();
    const refused = await state(old.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toMatch(/no longer exists/);
    expect(await title('swap-me', (await link('swap-me')).token)).toBe('Someone else’s draft');
  });

  it('keeps opening its record after a rename, under the new slug', async () => {
    await put('blogs/before-rename', { ...NEW_BLOG, status: 'draft', blog_title: 'Renamed draft' });
    const made = await link('before-rename');
    await put('blogs/before-rename', { slug: 'after-rename' });
    expect(await title('after-rename', made.token)).toBe('Renamed draft');
    expect((await state(made.token)).json()).toMatchObject({ slug: 'after-rename', state: 'draft' });
  });
});

describe('GET and DELETE /admin/preview-links', () => {
  it('lists the links not yet expired, newest first, with their record; ?type and ?slug narrow it', async () => {
    await put('blogs/listed', { ...NEW_BLOG, status: 'draft' });
    const [a, b] = [await link('listed'), await link('listed')];
    const listed = await links('?type=blog&slug=listed');
    expect(listed.map((row) => row.id)).toEqual([b.id, a.id]);
    expect(listed[0]).toEqual({
      id: b.id,
      type: 'blog',
      slug: 'listed',
      record_id: blogId('listed'),
      created_at: expect.any(String),
      expires_at: b.expires_at,
      revoked_at: null,
      record_deleted_at: null,
    });
    const refused = await app().inject({ url: '/admin/preview-links?owner=x', headers: bearer() });
    expect(refused.statusCode).toBe(400);
    expect((await app().inject({ url: '/admin/preview-links' })).statusCode).toBe(401);
  });

  it('revokes one link: it opens nothing from then on, the record’s other links still work', async () => {
    await put('blogs/revoke-one', { ...NEW_BLOG, status: 'draft', blog_title: 'Revocable draft' });
    const [sent, kept] = [await link('revoke-one'), await link('revoke-one')];
    expect((await revoke(sent.id, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    const revoked = await revoke(sent.id);
    expect(revoked.json()).toEqual({ revoked: sent.id, revoked_at: expect.any(String) });
    expect(await title('revoke-one', sent.token)).toBeNull();
    expect((await state(sent.token)).statusCode).toBe(410);
    expect(await title('revoke-one', kept.token)).toBe('Revocable draft');
    expect((await links('?slug=revoke-one')).find((row) => row.id === sent.id)?.revoked_at).toEqual(
      revoked.json().revoked_at,
    );
    expect((await revoke(sent.id)).json()).toEqual(revoked.json());
    expect((await revoke(999_999)).statusCode).toBe(404);
    expect((await revoke('abc')).statusCode).toBe(404);
  });
});
