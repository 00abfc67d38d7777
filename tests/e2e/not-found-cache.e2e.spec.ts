// Unknown slugs cost nothing lasting: 500 made-up slugs add no entry to the file cache or to Redis, while
// each still answers as the spec says, a real record is still cached, and a slug published later shows.
import { expect, test } from './support/test';
import { E2E, E2E_URLS } from '../../scripts/e2e/config.mjs';
import {
  fileCacheEntries,
  fetchCacheHolds,
  redisEntries,
  requestUnknownSlugs,
  UNKNOWN_SLUG_ANSWERS,
} from './support/cache-entries';
import { adminWrite, allBlogSlugs, expectServedSoon } from './support/content-api';
import { startSharedCacheSites } from './support/shared-cache';

const SLUGS = 500;
// Not one per slug: room only for entries another spec's webhook left re-rendering in the background.
const MAX_GROWTH = 5;

test.describe.configure({ timeout: 180_000 });

/** A post the build did not prerender, so its first visit stores new entries. */
async function postOutsideBuild(index: number) {
  const slugs = await allBlogSlugs();
  return slugs[slugs.length - 1 - index]!;
}

test('500 made-up slugs grow the file cache by no more than a fixed bound', async ({ request }) => {
  const before = fileCacheEntries();
  await requestUnknownSlugs(request, E2E_URLS.site, SLUGS);
  const after = fileCacheEntries();
  console.log(`file cache: fetch ${before.fetch} -> ${after.fetch}, pages ${before.pages} -> ${after.pages}`);
  expect(after.fetch - before.fetch).toBeLessThanOrEqual(MAX_GROWTH);
  expect(after.pages - before.pages).toBeLessThanOrEqual(MAX_GROWTH);
});

test('a real record is still cached: its answer is kept and a repeat visit is a cache hit', async ({ request }) => {
  const slug = await postOutsideBuild(1);
  expect((await request.get(`/blog-details/${slug}`, { maxRedirects: 0 })).status()).toBe(200);
  await expect
    .poll(async () => (await request.get(`/blog-details/${slug}`)).headers()['x-nextjs-cache'], { timeout: 10_000 })
    .toBe('HIT');
  expect(fetchCacheHolds(`get-blog-details?slug=${slug}`)).toBe(true);
});

test('a slug that was unknown shows on its first visit after it is published', async ({ request }) => {
  const slug = `e2e-unknown-then-published-${Date.now().toString(36)}`;
  expect((await request.get(`/blog-details/${slug}`, { maxRedirects: 0 })).status()).toBe(307);
  await adminWrite('blogs', slug, {
    blog_title: 'Published After a Visitor Asked',
    blog_short_desc: 'A slug first asked for before it existed',
    blog_image: '/uploads/images/card-01.webp',
    blog_date_for_schema: '2018-01-01',
    blog_category: 'Engineering',
    blog_description: '<p>Nothing was kept of the first visit.</p>',
  });
  try {
    await expectServedSoon(request, `/blog-details/${slug}`, 'Published After a Visitor Asked', 5_000);
  } finally {
    await adminWrite('blogs', slug);
  }
});

test.describe('with the shared Redis cache', () => {
  const site = `http://127.0.0.1:${E2E.sharedCachePorts[0]}`;
  let shared: Awaited<ReturnType<typeof startSharedCacheSites>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    shared = await startSharedCacheSites([E2E.sharedCachePorts[0]], 'redis-not-found');
  });
  test.afterAll(async () => {
    await shared?.stop();
  });

  test('500 made-up slugs grow Redis by no more than a fixed bound, and a real record is still stored', async ({
    request,
  }) => {
    // A new instance serves the build's pages, so the first unknown slug of each route renders its layout, whose
    // answers (menus, lists) are stored once: counted before.
    await requestUnknownSlugs(request, site, UNKNOWN_SLUG_ANSWERS.length);
    const before = await redisEntries(shared!.redis.url);
    await requestUnknownSlugs(request, site, SLUGS);
    const after = await redisEntries(shared!.redis.url);
    console.log(`Redis: ${before} -> ${after} entries`);
    expect(after - before).toBeLessThanOrEqual(MAX_GROWTH);

    const slug = await postOutsideBuild(2);
    expect((await request.get(`${site}/blog-details/${slug}`, { maxRedirects: 0 })).status()).toBe(200);
    await expect
      .poll(async () => (await request.get(`${site}/blog-details/${slug}`)).headers()['x-nextjs-cache'], {
        timeout: 10_000,
      })
      .toBe('HIT');
    expect(await redisEntries(shared!.redis.url)).toBeGreaterThan(after);
  });
});
