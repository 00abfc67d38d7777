import { expect, test, type APIRequestContext } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { adminWrite, allBlogSlugs, callWebhook } from './support/content-api';
import { ownPost } from './support/own-post';
import { readSitemaps, type SitemapFile } from './support/sitemaps';

const site = E2E_URLS.site;
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const BLOG_FILE = '/sitemaps/blog/1.xml';

/** The sitemaps once two reads in a row agree: an earlier spec's edit may still be re-rendering one in the background. */
async function settledSitemaps(request: APIRequestContext) {
  let last = '';
  let files: SitemapFile[] = [];
  await expect
    .poll(
      async () => {
        const { index, files: read } = await readSitemaps(request);
        files = [index, ...read];
        const now = files.map((file) => file.etag).join();
        const same = now === last;
        last = now;
        return same;
      },
      { timeout: 10_000, intervals: [300] },
    )
    .toBe(true);
  return new Map(files.map((file) => [file.path, file]));
}

test('robots.txt names the index, which names one file per family, each a urlset on SITE_URL', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${site}/sitemap.xml`);
  const { index, files } = await readSitemaps(request);
  expect(index.entries).toEqual(
    ['/sitemaps/pages.xml', '/sitemaps/services.xml', '/sitemaps/events.xml', BLOG_FILE].map((path) => ({
      loc: `${site}${path}`,
      lastmod: null,
    })),
  );
  for (const file of files) {
    expect(file.etag, file.path).toMatch(/^"[\w-]{27}"$/);
    for (const { loc, lastmod } of file.entries) {
      expect(loc === site || loc.startsWith(`${site}/`), loc).toBe(true);
      // Fixed pages have no record to date them; every record carries its own update time.
      if (file.path === '/sitemaps/pages.xml') expect(lastmod, loc).toBeNull();
      else expect(lastmod, loc).toMatch(W3C_DATETIME);
    }
  }
  const posts = files.find((file) => file.path === BLOG_FILE)!.entries.map((entry) => entry.loc);
  expect(posts.toSorted()).toEqual((await allBlogSlugs()).map((slug) => `${site}/blog-details/${slug}`).toSorted());
  for (const missing of ['/sitemaps/blog/2.xml', '/sitemaps/blog/0.xml', '/sitemaps/blog/one.xml'])
    expect((await request.get(missing)).status(), missing).toBe(404);
});

test.describe('with a post of its own', () => {
  const post = ownPost('sitemaps');

  test('a post edit re-renders only its blog file, with the new lastmod; the other files keep their ETag', async ({
    request,
  }) => {
    const before = await settledSitemaps(request);
    const loc = `${site}${post.path}`;
    const lastmodIn = (file: SitemapFile | undefined) =>
      file?.entries.find((entry) => entry.loc === loc)?.lastmod ?? '';
    const editedAt = new Date().toISOString();
    await adminWrite('blogs', post.slug, { blog_title: `${post.fields.blog_title} (sitemap edit)` });
    const answer = await callWebhook(request, { type: 'blog', slug: post.slug });
    const { revalidated } = (await answer.json()) as { revalidated: string[] };
    expect(revalidated.filter((tag) => tag.startsWith('sitemap'))).toEqual(['sitemap-blog:1']);
    // ISO 8601 in UTC compares as text: the post's lastmod reaches the edit's time within 2 s of the webhook.
    const blogFile = async () => (await readSitemaps(request)).files.find((file) => file.path === BLOG_FILE);
    await expect
      .poll(async () => lastmodIn(await blogFile()) >= editedAt, { timeout: 2_000, intervals: [50] })
      .toBe(true);
    const after = await settledSitemaps(request);
    expect(lastmodIn(after.get(BLOG_FILE))).toMatch(W3C_DATETIME);
    expect(after.get(BLOG_FILE)!.etag).not.toBe(before.get(BLOG_FILE)!.etag);
    for (const [path, file] of before) {
      if (path === BLOG_FILE) continue;
      expect(after.get(path)?.etag, path).toBe(file.etag);
      expect(after.get(path)?.body, path).toBe(file.body);
    }
  });
});
