// Two more site processes on the e2e build and content API, sharing a private Redis (REDIS_URL):
// one webhook call refreshes both, a content API outage serves stale pages, a Redis outage renders.
import { expect, test } from './support/test';
import { E2E } from '../../scripts/e2e/config.mjs';
import {
  adminWrite,
  allBlogSlugs,
  callWebhook,
  expectServedSoon,
  settleRevalidations,
  withApiStopped,
} from './support/content-api';
import { ownPost } from './support/own-post';
import { startSharedCacheSites } from './support/shared-cache';

const [A, B] = E2E.sharedCachePorts.map((port) => `http://127.0.0.1:${port}`) as [string, string];
let shared: Awaited<ReturnType<typeof startSharedCacheSites>> | undefined;

// In file order on the one worker; Redis is stopped by the last test.
test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shared = await startSharedCacheSites(E2E.sharedCachePorts, 'redis');
});
test.afterAll(async () => {
  await shared?.stop();
});
const post = ownPost('shared-cache');
// Rendered only by B before its edit: a post no earlier test here has visited.
const unvisited = ownPost('shared-cache-marks');

test('a webhook call on one instance makes both serve the new page within 2 s', async ({ request }) => {
  const { slug } = post;
  for (const site of [A, B]) expect((await request.get(`${site}/blog-details/${slug}`)).status()).toBe(200);
  const title = `Shared cache edit ${Date.now()}`;
  await adminWrite('blogs', slug, { blog_title: title });
  expect((await callWebhook(request, { type: 'blog', slug }, { site: A })).status()).toBe(200);
  await Promise.all([A, B].map((site) => expectServedSoon(request, `${site}/blog-details/${slug}`, title)));
});

test('the other instance refreshes pages the webhook never re-rendered: the tag marks are shared', async ({
  request,
}) => {
  await settleRevalidations();
  const { slug } = unvisited;
  // Only B has rendered this post; `all` re-renders list pages on A, never this one.
  expect((await request.get(`${B}/blog-details/${slug}`)).status()).toBe(200);
  const title = `Shared mark edit ${Date.now()}`;
  await adminWrite('blogs', slug, { blog_title: title });
  expect((await callWebhook(request, { type: 'all' }, { site: A })).status()).toBe(200);
  await expectServedSoon(request, `${B}/blog-details/${slug}`, title);
});

test('during a content API outage after a webhook call, both instances serve the last good page', async ({
  request,
}) => {
  await settleRevalidations();
  const slug = (await allBlogSlugs())[7]!;
  const before = await (await request.get(`${A}/blog-details/${slug}`)).text();
  const lastGoodTitle = /<title>.*?<\/title>/s.exec(before)?.[0] ?? '';
  expect(lastGoodTitle, 'the post’s <title>').toMatch(/^<title>.*\S.*<\/title>$/s);
  expect((await callWebhook(request, { type: 'all' }, { site: A })).status()).toBe(200);
  await withApiStopped(async () => {
    for (const site of [A, B]) {
      const response = await request.get(`${site}/blog-details/${slug}`);
      expect(response.status(), site).toBe(200);
      expect(await response.text(), site).toContain(lastGoodTitle);
    }
  });
});

test('with Redis stopped, both instances render pages and take webhook calls, without errors', async ({ request }) => {
  await settleRevalidations();
  await shared!.redis.stop();
  const { slug } = post;
  for (const site of [A, B]) {
    for (const page of ['/', '/blog', `/blog-details/${slug}`, '/pricing']) {
      const response = await request.get(`${site}${page}`);
      expect(response.status(), `${site}${page}`).toBe(200);
      expect(await response.text()).toContain('</html>');
    }
  }
  const title = `Edit without Redis ${Date.now()}`;
  await adminWrite('blogs', slug, { blog_title: title });
  expect((await callWebhook(request, { type: 'blog', slug }, { site: B })).status()).toBe(200);
  // Without Redis nothing is cached, so this shows A renders the edit fresh; the marks cannot be shared.
  await expectServedSoon(request, `${A}/blog-details/${slug}`, title);
});
