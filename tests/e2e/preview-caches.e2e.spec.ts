// A preview visit through the shared Redis cache and through the nginx edge (deploy/nginx.conf): the draft is shown
// to the link's holder and written into neither, so every other visitor keeps getting the public answer.
import { expect, test } from './support/test';
import { E2E } from '../../scripts/e2e/config.mjs';
import { renderEdgeConfig, startNginx } from '../../scripts/lib/nginx.mjs';
import { routes } from '../../lib/routes';
import { redisMentions } from './support/cache-entries';
import { adminWrite } from './support/content-api';
import { ownPost } from './support/own-post';
import { draftPost, previewLink } from './support/preview';
import { startSharedCacheSites } from './support/shared-cache';

const run = Date.now().toString(36);
const slug = `preview-caches-${run}`;
const marker = `Draft behind the caches ${run}`;
const path = routes.blogPost(slug);
/** The preview link's path and token, on another origin (the Redis-backed site, or the edge). */
const via = (origin: string, url: string) => `${origin}${new URL(url).pathname}${new URL(url).search}`;

const published = ownPost('preview-caches');
test.describe.configure({ timeout: 60_000 });
test.beforeAll(async () => adminWrite('blogs', slug, draftPost(marker)));
test.afterAll(async () => adminWrite('blogs', slug));

test('through the shared Redis cache: the preview renders, Redis holds none of it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [port] = E2E.sharedCachePorts;
  const shared = await startSharedCacheSites([port], 'redis-preview');
  try {
    const origin = `http://127.0.0.1:${port}`;
    await page.goto(via(origin, (await previewLink('blog', slug)).url));
    await expect(page.getByRole('heading', { level: 1, name: marker })).toBeVisible();
    const publicAnswer = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    expect(publicAnswer.status()).toBe(307);
    expect(await publicAnswer.text()).not.toContain(marker);
    // The scan sees what the public caches: a public page rendered through this site is in Redis (a post the build
    // never rendered; a prerendered page such as /about-us is served from the build's files on a Redis miss).
    expect((await request.get(`${origin}${published.path}`)).status()).toBe(200);
    await expect.poll(() => redisMentions(shared.redis.url, [published.slug])).not.toEqual([]);
    expect(await redisMentions(shared.redis.url, [marker, `slug=${slug}`])).toEqual([]);
  } finally {
    await shared.stop();
  }
});

test('through the edge: the preview bypasses the shared copy and leaves none', async ({ page, request }) => {
  const edgeOrigin = `http://127.0.0.1:${E2E.edgePort}`;
  const edge = await startNginx(
    (dir) =>
      renderEdgeConfig({
        port: E2E.edgePort,
        tlsPort: E2E.edgeTlsPort,
        redirectPort: E2E.edgeRedirectPort,
        upstreams: [`127.0.0.1:${E2E.sitePort}`],
        dir,
        // Copies that outlive the test: one stored by the preview would still be served to the public below.
        copyLife: '60s',
      }),
    `${edgeOrigin}/`,
  );
  try {
    await page.goto(via(edgeOrigin, (await previewLink('blog', slug)).url));
    await expect(page.getByRole('heading', { level: 1, name: marker })).toBeVisible();
    const previewed = await page.request.get(`${edgeOrigin}${path}`);
    expect(previewed.headers()['x-cache-status']).toBe('BYPASS');
    expect(await previewed.text()).toContain(marker);

    const publicAnswer = await request.get(`${edgeOrigin}${path}`, { maxRedirects: 0 });
    expect(publicAnswer.status()).toBe(307);
    expect(await publicAnswer.text()).not.toContain(marker);
  } finally {
    await edge.stop();
  }
});
