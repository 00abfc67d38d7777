// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { blogDetail, serviceList } from '../../fixtures/api-answers';
import { API, mockContentApi } from '../support/api-server';

const expired = vi.hoisted(() => [] as { tag: string; profile: unknown }[]);
// Marks the tag as Next's cache handler does when the route ends, so the re-renders (which wait for it) go ahead;
// registers the handler's answer to that wait, as loading it does.
vi.mock('next/cache', async () => {
  const { markedSince, markTags } = await import('@/next-glue/cache-handler/tag-state.mjs');
  const { registerTagMarks } = await import('@/lib/revalidate/tag-marks.mjs');
  registerTagMarks(markedSince);
  return {
    revalidateTag: (tag: string, profile: unknown) => {
      markTags([tag], profile === 'max' ? {} : (profile as { expire?: number }));
      expired.push({ tag, profile });
    },
  };
});
const warmed = vi.hoisted(() => [] as (() => Promise<void>)[]);
vi.mock('next/server', () => ({ after: (task: () => Promise<void>) => warmed.push(task) }));

const SECRET = 'unit-test-secret-of-thirty-two-chars';
const { server } = mockContentApi();
let revalidate: (request: Request) => Promise<Response>;

beforeAll(async () => {
  vi.stubEnv('REVALIDATE_SECRET', SECRET);
  vi.resetModules();
  ({ revalidate } = await import('@/lib/revalidate'));
});
beforeEach(() => {
  expired.length = 0;
  warmed.length = 0;
  server.use(
    http.get(`${API}/get-service-list`, () => HttpResponse.json(serviceList)),
    http.get(`${API}/get-blog-sitemap-pages`, ({ request }) =>
      HttpResponse.json({ pages: 1, page: new URL(request.url).searchParams.get('slug') === 'moved' ? 1 : null }),
    ),
    http.get(`${API}/get-blog-details`, ({ request }) => {
      const slug = new URL(request.url).searchParams.get('slug');
      const neighbours = { moved: ['older-post', 'newer-post'], gone: null }[slug ?? ''];
      return neighbours
        ? HttpResponse.json({
            response: 1,
            blog: [{ ...blogDetail, prev_blog_slug: neighbours[0], next_blog_slug: neighbours[1] }],
          })
        : HttpResponse.json({ response: 0, blog: [] });
    }),
  );
});
afterAll(() => vi.unstubAllEnvs());

function call(body: unknown, { auth = `Bearer ${SECRET}`, query = '', client = '10.0.0.1' } = {}) {
  return revalidate(
    new Request(`http://localhost:3000/api/revalidate${query}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': client,
        ...(auth ? { authorization: auth } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

describe('POST /api/revalidate', () => {
  it('marks the post, its neighbours, the lists and its blog sitemap file stale, keeping their last good copy', async () => {
    const response = await call({ type: 'blog', slug: 'moved' });
    expect(response.status).toBe(200);
    const { revalidated, expired: gone } = (await response.json()) as { revalidated: string[]; expired: string[] };
    expect(revalidated).toEqual([
      'blog:moved',
      'blog:older-post',
      'blog:newer-post',
      'blog-list',
      'blog-popular',
      'sitemap-blog:1',
    ]);
    expect(gone).toEqual([]);
    expect(expired.map((entry) => entry.tag)).toEqual(revalidated);
    expect(expired.every((entry) => entry.profile === 'max')).toBe(true);
  });

  it('expires a deleted post’s own page with no copy left, and marks the rest stale', async () => {
    const response = await call({ type: 'blog', slug: 'gone' });
    expect(response.status).toBe(200);
    expect(expired).toContainEqual({ tag: 'blog:gone', profile: { expire: 0 } });
    expect(expired.filter((entry) => entry.profile !== 'max').map((entry) => entry.tag)).toEqual(['blog:gone']);
  });

  it('takes a list type alone and marks its list stale', async () => {
    const response = await call({ type: 'testimonials' });
    expect(response.status).toBe(200);
    expect(expired).toEqual([{ tag: 'testimonial-list', profile: 'max' }]);
  });

  it('then re-renders the touched pages on its own origin, and sends nothing more', async () => {
    const requested: string[] = [];
    const posted = vi.fn();
    server.use(
      http.get(
        'http://localhost:3000/*',
        ({ request }) => (requested.push(new URL(request.url).pathname), new HttpResponse('ok')),
      ),
      http.post('http://localhost:3000/api/revalidate', () => (posted(), HttpResponse.json({}))),
    );
    await call({ type: 'blog', slug: 'moved' });
    expect(warmed).toHaveLength(1);
    await warmed[0]?.();
    expect(requested.sort()).toEqual([
      '/blog',
      '/blog-details/moved',
      '/blog-details/moved/opengraph-image',
      '/blog-details/newer-post',
      '/blog-details/older-post',
      '/blog/atom.xml',
      '/blog/feed.xml',
      '/sitemaps/blog/1.xml',
    ]);
    // No second pass: a render already under way is stamped with its start (next-glue/cache-handler/render-start-stamps.mjs).
    expect(posted).not.toHaveBeenCalled();
  });

  it('refuses a missing or wrong secret, and one in the query string, without expiring anything', async () => {
    expect((await call({ type: 'all' }, { auth: '' })).status).toBe(401);
    expect((await call({ type: 'all' }, { auth: 'Bearer guess' })).status).toBe(401);
    expect((await call({ type: 'all' }, { query: `?secret=${SECRET}` })).status).toBe(401);
    expect(expired).toEqual([]);
    expect(warmed).toEqual([]);
  });

  it('answers 400 for a bad body', async () => {
    const response = await call({ type: 'blog' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('slug') });
  });

  it('answers 503 and expires nothing while the content API is down', async () => {
    server.use(
      http.get(`${API}/get-blog-details`, () => HttpResponse.error()),
      http.get(`${API}/get-service-list`, () => HttpResponse.error()),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await call({ type: 'blog', slug: 'moved' })).status).toBe(503);
    expect((await call({ type: 'event', slug: 'meetup' })).status).toBe(503);
    expect(expired).toEqual([]);
  });

  it('notes each authenticated call and its result for /staff/health, and no call without the secret', async () => {
    const { lastWebhookCall } = await import('@/lib/revalidate/last-call');
    await call({ type: 'testimonials' });
    expect(await lastWebhookCall()).toMatchObject({
      body: '{"type":"testimonials"}',
      status: 200,
      result: '1 tag marked stale, 0 expired, 1 page re-rendered',
    });
    await call({ type: 'all' }, { auth: 'Bearer guess' });
    expect((await lastWebhookCall())?.status).toBe(200);
    server.use(http.get(`${API}/get-service-list`, () => HttpResponse.error()));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await call({ type: 'pricing' });
    expect(await lastWebhookCall()).toMatchObject({ status: 503, result: expect.stringContaining('did not answer') });
  });

  it('limits each client’s failed attempts to 20 a minute, and never refuses the right secret', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await call({ type: 'all' }, { auth: 'Bearer wrong', client: '10.9.9.9' })).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    const limited = await call({ type: 'all' }, { auth: 'Bearer wrong', client: '10.9.9.9' });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // The CMS's publish hook, from the very address that was limited, and any other client's failures.
    expect((await call({ type: 'all' }, { client: '10.9.9.9' })).status).toBe(200);
    expect((await call({ type: 'all' }, { auth: 'Bearer wrong', client: '10.0.0.2' })).status).toBe(401);
  });

  it('cannot be locked out: 121 unauthenticated calls, then the publish hook still answers 200', async () => {
    const anonymous = (auth: string) =>
      revalidate(
        new Request('http://localhost:3000/api/revalidate', { method: 'POST', headers: { authorization: auth } }),
      );
    const statuses = new Set<number>();
    for (let i = 0; i < 121; i += 1) statuses.add((await anonymous('')).status);
    expect([...statuses].sort()).toEqual([401, 429]);
    const hook = await revalidate(
      new Request('http://localhost:3000/api/revalidate', {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'testimonials' }),
      }),
    );
    expect(hook.status).toBe(200);
  });

  it('refuses a body over 16 kB with 413 before reading the rest of it, touching nothing', async () => {
    const response = await call(JSON.stringify({ type: 'all', padding: 'x'.repeat(16_384) }));
    expect(response.status).toBe(413);
    expect(expired).toEqual([]);
  });
});
