// Every admin save keeps a version (who, when, the fields as a PUT takes them); a save that started from an older
// version than the newest is refused with the newest, so nobody overwrites a colleague's edit unawares.
import { describe, expect, it } from 'vitest';
import { adminRequests, bearer, NEW_BLOG, PRICING_TIER, serverForFile } from './helpers.ts';

let now = new Date('2026-11-29T10:00:00Z');
const { app } = serverForFile({ clock: () => now });
const { put, del } = adminRequests(app);

const saveAs = (path: string, body: object, headers: Record<string, string>) =>
  put(path, body, { ...bearer(), ...headers });
const get = async (path: string) => {
  const response = await app().inject({ url: `/admin/${path}`, headers: bearer() });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & { fields?: never } };
};
const versions = async (path: string) =>
  (await app().inject({ url: `/admin/${path}/versions`, headers: bearer() })).json() as {
    version: number;
    saved_by: string | null;
  }[];

describe('record versions', () => {
  it('keeps each save with who made it, newest first, and answers any one with its fields', async () => {
    const created = await saveAs('blogs/versioned', NEW_BLOG, { 'x-saved-by': 'Ana Ruiz' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ version: 1 });
    now = new Date('2026-11-29T10:05:00Z');
    const edited = await saveAs('blogs/versioned', { blog_title: 'A Better Title' }, { 'x-saved-by': 'Ben Cole' });
    expect(edited.json()).toMatchObject({ version: 2 });
    expect(await versions('blogs/versioned')).toEqual([
      { version: 2, slug: 'versioned', saved_by: 'Ben Cole', saved_at: '2026-11-29T10:05:00.000Z' },
      { version: 1, slug: 'versioned', saved_by: 'Ana Ruiz', saved_at: '2026-11-29T10:00:00.000Z' },
    ]);
    const first = await get('blogs/versioned/versions/1');
    expect(first.body).toMatchObject({ version: 1, fields: { blog_title: NEW_BLOG.blog_title, popular: false } });
    expect((await get('blogs/versioned')).body).toMatchObject({ version: 2 });
    expect((await get('blogs/versioned/versions/9')).status).toBe(404);
    expect((await get('blogs/versioned/versions/x')).status).toBe(404);
  });

  it('refuses a save that started from an older version, answering the newest; a current one saves', async () => {
    const base = (await get('blogs/versioned')).body.version as number;
    expect(
      (await saveAs('blogs/versioned', { blog_title: 'Mine' }, { 'x-base-version': String(base) })).statusCode,
    ).toBe(200);
    const stale = await saveAs(
      'blogs/versioned',
      { blog_title: 'Theirs' },
      { 'x-base-version': String(base), 'x-saved-by': 'Cam' },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: `this blog post was saved by someone else since version ${base}`,
      current: { version: base + 1, fields: { blog_title: 'Mine' } },
    });
    expect((await get('blogs/versioned/versions/' + (base + 1))).body).toMatchObject({
      fields: { blog_title: 'Mine' },
    });
    expect(await versions('blogs/versioned')).toHaveLength(base + 1);
  });

  it('lists only the newest `limit` versions, and refuses a parameter it does not know', async () => {
    const all = await versions('blogs/versioned');
    expect(all.length).toBeGreaterThan(1);
    const newest = await app().inject({ url: '/admin/blogs/versioned/versions?limit=1', headers: bearer() });
    expect(newest.json()).toEqual(all.slice(0, 1));
    for (const query of ['limit=0', 'limit=1001', 'limit=many', 'since=3'])
      expect((await get(`blogs/versioned/versions?${query}`)).status, query).toBe(400);
  });

  it('restores an old version by saving its fields again, as a new version', async () => {
    const old = (await get('blogs/versioned/versions/1')).body.fields as unknown as Record<string, unknown>;
    const base = (await get('blogs/versioned')).body.version as number;
    const restored = await saveAs('blogs/versioned', old, { 'x-base-version': String(base) });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ version: base + 1 });
    expect((await get('blogs/versioned')).body).toMatchObject({ fields: { blog_title: NEW_BLOG.blog_title } });
  });

  it('starts a seeded record at version 0, and keeps nested lists from child tables in a version', async () => {
    const tier = PRICING_TIER;
    const saved = await saveAs(
      'pricing-categories/analysts',
      { category_title: 'Analysts', pricing_data: [tier] },
      { 'x-base-version': '0' },
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await get('pricing-categories/analysts/versions/1')).body).toMatchObject({
      fields: { category_title: 'Analysts', pricing_data: [tier] },
    });
    // A list record reads back too, for the editor to start from: its slug, version and fields.
    expect((await get('pricing-categories/analysts')).body).toEqual({
      slug: 'analysts',
      version: 1,
      fields: { category_title: 'Analysts', pricing_data: [tier], sort_order: expect.any(Number) },
    });
    expect((await get('testimonials/nobody-at-all')).status).toBe(404);
  });

  it('creates only, with X-Base-Version: none: a taken slug is refused and left as it was', async () => {
    const taken = await saveAs('blogs/versioned', { blog_title: 'Not Mine' }, { 'x-base-version': 'none' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'a blog post with this slug already exists' });
    expect((await get('blogs/versioned')).body).not.toMatchObject({ fields: { blog_title: 'Not Mine' } });
    const made = await saveAs('blogs/brand-new-one', NEW_BLOG, { 'x-base-version': 'none' });
    expect(made.json()).toMatchObject({ created: true, version: 1 });
  });

  it('drops versions past a year, never the newest, and a deleted record’s history with it', async () => {
    now = new Date('2027-12-31T00:00:00Z');
    await saveAs('blogs/versioned', { blog_title: 'A Year On' }, {});
    const kept = await versions('blogs/versioned');
    expect(kept.map((each) => each.version)).toEqual([kept[0]!.version]);
    expect((await del('blogs/versioned')).statusCode).toBe(200);
    expect((await saveAs('blogs/versioned', NEW_BLOG, {})).json()).toMatchObject({ created: true, version: 1 });
  });

  it('bounds its headers before reading them', async () => {
    expect((await saveAs('blogs/versioned', { blog_title: 'x' }, { 'x-base-version': 'abc' })).statusCode).toBe(400);
    expect(
      (await saveAs('blogs/versioned', { blog_title: 'x' }, { 'x-base-version': '1'.repeat(10) })).statusCode,
    ).toBe(400);
    expect((await saveAs('blogs/versioned', { blog_title: 'x' }, { 'x-saved-by': 'a'.repeat(201) })).statusCode).toBe(
      400,
    );
  });
});
