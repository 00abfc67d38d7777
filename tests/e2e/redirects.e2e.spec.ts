// Redirects keep every old URL alive with no rebuild: a renamed post's old URL and a path staff
// redirect answer a real permanent redirect within 2 s, through the site and through the nginx edge.
import { expect, test, type APIRequestContext } from './support/test';
import { E2E } from '../../scripts/e2e/config.mjs';
import { renderEdgeConfig, startNginx } from '../../scripts/lib/nginx.mjs';
import { adminRedirects, adminWrite, fromApi } from './support/content-api';
import { redirectTarget } from './support/html';
import { sitemapLocs } from './support/sitemaps';

const EDGE = `http://127.0.0.1:${E2E.edgePort}`;
const SOON = { timeout: 2_000, intervals: [50] };
const stamp = Date.now().toString(36);
const OLD = `e2e-redirect-old-${stamp}`;
const NEW = `e2e-redirect-new-${stamp}`;
const post = {
  blog_title: 'Renamed Without Losing a Link',
  blog_short_desc: 'An old URL keeps working after a slug change',
  blog_image: '/uploads/images/card-02.webp',
  blog_date_for_schema: new Date().toISOString().slice(0, 10),
  blog_category: 'Engineering',
  blog_description: '<p>Every inbound link still lands here.</p>',
};

let edge: Awaited<ReturnType<typeof startNginx>> | undefined;

/** deploy/nginx.conf on the port the e2e site refreshes after each re-render (EDGE_REFRESH_URLS). */
test.beforeAll(async () => {
  const ports = { port: E2E.edgePort, tlsPort: E2E.edgeTlsPort, redirectPort: E2E.edgeRedirectPort };
  const upstreams = [`127.0.0.1:${E2E.sitePort}`];
  edge = await startNginx((dir) => renderEdgeConfig({ ...ports, upstreams, dir }), `${EDGE}/`);
});

test.afterAll(async () => {
  await edge?.stop();
  for (const slug of [OLD, NEW]) await adminWrite('blogs', slug).catch(() => undefined);
  const left = (await adminRedirects('GET', '?limit=1000')) as { id: number; from: string; to: string }[];
  for (const { id } of left.filter((row) => `${row.from} ${row.to}`.includes(stamp)))
    await adminRedirects('DELETE', `/${id}`);
});

/** Status and same-site target of one GET, not followed; `base` is the site (the test's baseURL) or the edge. */
async function answerOf(request: APIRequestContext, path: string, base = '') {
  const response = await request.get(`${base}${path}`, { maxRedirects: 0 });
  const location = redirectTarget(response);
  return { status: response.status(), to: location && new URL(location, 'http://site.invalid').pathname };
}

test.describe.serial('redirects keep old URLs alive within 2 s, with no rebuild', () => {
  let neighbour = '';

  test('a renamed post: its old URL answers 308 to the new one (site and edge), the new one 200', async ({
    request,
  }) => {
    await adminWrite('blogs', OLD, post);
    const [created] = (await fromApi<{ blog: { prev_blog_slug: string | null }[] }>('get-blog-details', { slug: OLD }))
      .blog;
    neighbour = created?.prev_blog_slug ?? '';
    await expect.poll(async () => (await answerOf(request, `/blog-details/${OLD}`)).status, SOON).toBe(200);
    await expect.poll(async () => (await answerOf(request, `/blog-details/${OLD}`, EDGE)).status, SOON).toBe(200);

    await adminWrite('blogs', OLD, { slug: NEW });
    const moved = { status: 308, to: `/blog-details/${NEW}` };
    await expect.poll(() => answerOf(request, `/blog-details/${OLD}`), SOON).toEqual(moved);
    await expect.poll(() => answerOf(request, `/blog-details/${OLD}`, EDGE), SOON).toEqual(moved);
    const page = await request.get(`/blog-details/${NEW}`, { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(post.blog_title);
  });

  test('the sitemap lists only the new URL, and the older neighbour links the new one', async ({ request }) => {
    const listed = async () =>
      (await sitemapLocs(request))
        .filter((loc) => loc.includes(OLD) || loc.includes(NEW))
        .map((loc) => new URL(loc).pathname);
    await expect.poll(listed, SOON).toEqual([`/blog-details/${NEW}`]);
    expect(neighbour, 'the new post has an older neighbour').not.toBe('');
    await expect
      .poll(async () => (await request.get(`/blog-details/${neighbour}`)).text(), SOON)
      .toContain(`href="/blog-details/${NEW}"`);
    expect(await (await request.get(`/blog-details/${neighbour}`)).text()).not.toContain(`/blog-details/${OLD}"`);
  });

  test('a redirect staff add for unknown paths works within 2 s, and deleting it makes them 404 again', async ({
    request,
  }) => {
    const deep = `/e2e-campaign-${stamp}/spring/offer`;
    const bare = `/e2e-campaign-${stamp}`;
    for (const path of [deep, bare]) {
      expect((await answerOf(request, path)).status).toBe(404);
      // The edge now holds a 404 copy, which the redirect must not hide.
      expect((await answerOf(request, path, EDGE)).status).toBe(404);
    }
    const permanent = await adminRedirects('POST', '', { from: deep, to: '/pricing', created_by: 'e2e' });
    const temporary = await adminRedirects('POST', '', { from: bare, to: '/contact-us', status: 302 });
    for (const base of ['', EDGE]) {
      await expect.poll(() => answerOf(request, deep, base), SOON).toEqual({ status: 308, to: '/pricing' });
      await expect.poll(() => answerOf(request, bare, base), SOON).toEqual({ status: 307, to: '/contact-us' });
    }

    for (const { id } of [permanent, temporary]) await adminRedirects('DELETE', `/${id}`);
    for (const base of ['', EDGE])
      for (const path of [deep, bare])
        await expect.poll(async () => (await answerOf(request, path, base)).status, SOON).toBe(404);
  });

  test('a path is matched as the router names it: any spelling of a from redirects, a loop in any spelling is refused', async ({
    request,
  }) => {
    // Next hands the page `deal%3A…` for `deal:…`: the lookup asked for it twice encoded and never matched.
    const deal = `/e2e-deal:${stamp}`;
    const created = await adminRedirects('POST', '', { from: deal, to: '/pric%69ng/' });
    for (const spelling of [deal, `/e2e-de%61l%3a${stamp}`])
      await expect.poll(() => answerOf(request, spelling), SOON).toEqual({ status: 308, to: '/pricing' });
    const same = `/e2e-promo-${stamp}`;
    await expect(adminRedirects('POST', '', { from: same, to: `${same}/` })).rejects.toThrow(
      /400 .*is the same page as from/,
    );
    expect((await answerOf(request, same)).status).toBe(404);
    await adminRedirects('DELETE', `/${created.id}`);
  });

  test('an off-site target is refused when created', async () => {
    await expect(
      adminRedirects('POST', '', { from: `/e2e-campaign-${stamp}/x`, to: 'https://elsewhere.example/' }),
    ).rejects.toThrow(/400 .*another site/);
  });
});
