import { describe, expect, it } from 'vitest';
import { signPreviewToken, verifyPreviewToken } from '@site/shared/preview-token';
import { ANSWERS } from './contract.ts';
import { adminRequests, bearer, getJson, NEW_BLOG, serverForFile, SITE_URL, startServer } from './helpers.ts';

const PREVIEW_SECRET = 'content-api-test-preview-secret-0123456789';
const { app } = serverForFile({ env: { PREVIEW_SECRET } });
const { put } = adminRequests(app);

const link = (body: unknown) =>
  app().inject({ method: 'POST', url: '/admin/preview-links', payload: body as object, headers: bearer() });
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
const detail = async (slug: string, token?: string) => {
  const response = await app().inject({
    url: `/api/v1/get-blog-details?slug=${slug}`,
    headers: token === undefined ? {} : { 'x-preview-token': token },
  });
  return ANSWERS['get-blog-details'].parse(response.json());
};

describe('POST /admin/preview-links', () => {
  it('answers a signed site link that expires in 7 days', async () => {
    expect((await put('blogs/preview-me', { ...NEW_BLOG, status: 'draft' })).statusCode).toBe(201);
    const before = Date.now();
    const response = await link({ type: 'blog', slug: 'preview-me' });
    expect(response.statusCode).toBe(201);
    const { url, expires_at } = response.json() as { url: string; expires_at: string };
    expect(url.startsWith(`${SITE_URL}/api/preview?token=`)).toBe(true);
    const after = Date.now();
    // Whole seconds (the token's unit), of a moment between the call and its answer, seven days on.
    const expires = Date.parse(expires_at);
    expect(expires % 1_000).toBe(0);
    expect(expires).toBeGreaterThan(before + 7 * 86_400_000 - 1_000);
    expect(expires).toBeLessThanOrEqual(after + 7 * 86_400_000);
  });

  it('refuses unknown records, types and fields, and needs the admin token', async () => {
    expect((await link({ type: 'blog', slug: 'no-such-post' })).statusCode).toBe(404);
    expect((await link({ type: 'page', slug: 'preview-me' })).json().error).toMatch(/type:/);
    expect((await link({ type: 'blog', slug: 'preview-me', url: 'https://evil.example' })).statusCode).toBe(400);
    const anonymous = await app().inject({ method: 'POST', url: '/admin/preview-links', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('without PREVIEW_SECRET no link is made (503), and a short secret stops the start', async () => {
    const server = await startServer();
    try {
      const response = await server.app.inject({
        method: 'POST',
        url: '/admin/preview-links',
        payload: { type: 'blog', slug: 'x' },
        headers: bearer(),
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await server.app.close();
    }
    await expect(startServer({ env: { PREVIEW_SECRET: 'too-short' } })).rejects.toThrow(/at least 32 characters/);
  });
});

describe('/api/v1 with X-Preview-Token', () => {
  it('answers the draft to its own token only', async () => {
    const token = tokenOf((await link({ type: 'blog', slug: 'preview-me' })).json().url);
    expect((await detail('preview-me')).response).toBe(0);
    const previewed = await detail('preview-me', token);
    expect(previewed.blog[0]?.blog_title).toBe(NEW_BLOG.blog_title);
    // Still nowhere in the lists, even for the preview.
    const list = (await getJson(app(), '/api/v1/get-blog-list-updated')) as { blogs: { blog_slug: string }[] };
    expect(list.blogs.map((blog) => blog.blog_slug)).not.toContain('preview-me');

    expect((await put('blogs/another-draft', { ...NEW_BLOG, status: 'draft' })).statusCode).toBe(201);
    expect((await detail('another-draft', token)).response).toBe(0);
  });

  it('refuses tampered, expired and foreign-secret tokens', async () => {
    const token = tokenOf((await link({ type: 'blog', slug: 'preview-me' })).json().url);
    const check = verifyPreviewToken(token, PREVIEW_SECRET, new Date());
    if (!check.ok) throw new Error(`a fresh link's token was refused: ${check.reason}`);
    const { grant } = check;
    const expired = signPreviewToken({ ...grant, expiresAt: new Date(Date.now() - 1_000) }, PREVIEW_SECRET);
    const foreign = signPreviewToken(
      { ...grant, expiresAt: new Date(Date.now() + 60_000) },
      `${PREVIEW_SECRET}-rotated`,
    );
    for (const bad of [token.replace('preview-me', 'preview-mf'), expired, foreign, 'x'.repeat(5_000)])
      expect((await detail('preview-me', bad)).response, bad.slice(0, 50)).toBe(0);
  });

  it('get-preview-state says how the previewed record stands', async () => {
    const token = tokenOf((await link({ type: 'blog', slug: 'preview-me' })).json().url);
    const state = async () =>
      await app().inject({ url: '/api/v1/get-preview-state', headers: { 'x-preview-token': token } });
    expect((await state()).json()).toMatchObject({ type: 'blog', slug: 'preview-me', state: 'draft' });
    const later = '2099-01-01T09:00:00.000Z';
    expect((await put('blogs/preview-me', { status: 'published', publish_at: later })).statusCode).toBe(200);
    expect((await state()).json()).toMatchObject({ state: 'scheduled', publish_at: later });
    expect((await app().inject({ url: '/api/v1/get-preview-state' })).statusCode).toBe(401);
  });

  it('an opening previewed is listed beside the public ones', async () => {
    const openings = async (token?: string) =>
      (
        await app().inject({
          url: '/api/v1/get-all-openings',
          headers: token === undefined ? {} : { 'x-preview-token': token },
        })
      ).json() as { all_job_list: { job_title: string }[] };
    const body = {
      job_title: 'Draft Role',
      job_required_experience: '2 years',
      job_location: 'Remote',
      job_opening_date: '2026-11-20',
      description: '<p>Not yet.</p>',
      location_id: 1,
      status: 'draft',
    };
    expect((await put('openings/draft-role', body)).statusCode).toBe(201);
    const token = tokenOf((await link({ type: 'opening', slug: 'draft-role' })).json().url);
    expect((await openings()).all_job_list.map((job) => job.job_title)).not.toContain('Draft Role');
    expect((await openings(token)).all_job_list.map((job) => job.job_title)).toContain('Draft Role');
  });
});
