// @vitest-environment node
// The sitemaps of the benchmarks' 10,000-post catalogue, read through the real routes from a content API seeded
// as `npm run bench:build` seeds its own (scripts/lib/processes.mjs), then one post more to open a second file.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startContentApi, stopAll } from '@/scripts/lib/processes.mjs';
import { freePort } from '../support/free-port';
import { parseXml } from '../support/xml';

const POSTS = 10_000;
let API = '';
const TOKEN = 'sitemap-scale-token';
const SITE = 'https://www.example.test';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'sitemap-scale-'));
let api: ChildProcess | undefined;
/** Each sitemap file's URL path and body, through the route handlers the site serves them with. */
let files: Map<string, string>;
let publishedSlugs: string[];

// Node's fetch (which the site's data layer and the seeding use) refuses jsdom's AbortSignal: only the parser comes from it.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};
globalThis.DOMParser = new JSDOM('').window.DOMParser;

async function body(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return response.text();
}

/** The index, then every file it names, each read through its route's GET. */
async function readSitemaps(): Promise<Map<string, string>> {
  const index = await body(await (await import('@/app/sitemap.xml/route')).GET());
  const read = new Map([['/sitemap.xml', index]]);
  const blogRoute = await import('@/app/sitemaps/blog/[file]/route');
  const familyRoute = await import('@/app/sitemaps/[file]/route');
  const pagesRoute = await import('@/app/sitemaps/pages.xml/route');
  for (const loc of locsOf(parseXml(index), 'sitemap')) {
    const file = new URL(loc).pathname;
    const blogFile = /^\/sitemaps\/blog\/(.+)$/.exec(file)?.[1];
    const familyFile = /^\/sitemaps\/([^/]+)$/.exec(file)?.[1];
    const response = blogFile
      ? await blogRoute.GET(new Request(loc), { params: Promise.resolve({ file: blogFile }) })
      : file === '/sitemaps/pages.xml'
        ? pagesRoute.GET()
        : await familyRoute.GET(new Request(loc), { params: Promise.resolve({ file: familyFile! }) });
    read.set(file, await body(response));
  }
  return read;
}

function locsOf(doc: Document, entry: 'url' | 'sitemap'): string[] {
  expect(doc.documentElement.namespaceURI).toBe(NS);
  expect(doc.documentElement.localName).toBe(entry === 'url' ? 'urlset' : 'sitemapindex');
  return [...doc.documentElement.children].map((child) => {
    expect(child.localName).toBe(entry);
    return child.getElementsByTagNameNS(NS, 'loc')[0]!.textContent!;
  });
}

async function admin(method: string, slug: string, fields?: object) {
  const response = await fetch(`${API}/admin/blogs/${slug}`, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: fields && JSON.stringify(fields),
  });
  expect(response.ok).toBe(true);
}

beforeAll(async () => {
  const port = await freePort();
  API = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    CONTENT_API_PORT: String(port),
    CONTENT_DB_PATH: path.join(scratch, 'content.db'),
    CONTENT_ADMIN_TOKEN: TOKEN,
    SITE_URL: SITE,
  };
  await startContentApi(env, API, ['--reset', '--blogs', String(POSTS), '--events', '2000'], (child) => (api = child));
  // One post past the catalogue: ids 1 … 10,001, so the posts need a second file.
  await admin('PUT', 'sitemap-scale-extra', {
    blog_title: 'One post past ten thousand',
    blog_short_desc: 'It opens the second blog sitemap file.',
    blog_image: '/uploads/images/card-01.webp',
    blog_date_for_schema: '2026-01-15',
    blog_category: 'Hiring',
    blog_description: '<p>It opens the second blog sitemap file.</p>',
  });
  vi.stubEnv('CONTENT_API_URL', API);
  vi.stubEnv('SITE_URL', SITE);
  vi.resetModules();
  const { getNewestBlogPosts } = await import('@/lib/api');
  publishedSlugs = (await getNewestBlogPosts(Infinity)).map((post) => post.slug);
  files = await readSitemaps();
}, 240_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  if (api) await stopAll([api]);
  rmSync(scratch, { recursive: true, force: true });
});

// Each case reads every file of 10,001 posts: correctness at scale, not a timing (bench:* measures speed), so a
// loaded machine gets time.
describe(`the sitemaps of ${POSTS + 1} posts`, { timeout: 30_000 }, () => {
  it('name the pages, services, events and two blog files from an index on SITE_URL', () => {
    expect(publishedSlugs).toHaveLength(POSTS + 1);
    expect(locsOf(parseXml(files.get('/sitemap.xml')!), 'sitemap')).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/services.xml`,
      `${SITE}/sitemaps/events.xml`,
      `${SITE}/sitemaps/blog/1.xml`,
      `${SITE}/sitemaps/blog/2.xml`,
    ]);
  });

  it('list every published post in exactly one file, each file under 50,000 URLs and 50 MB', () => {
    const postLocs: string[] = [];
    for (const [file, xml] of files) {
      if (file === '/sitemap.xml') continue;
      const locs = locsOf(parseXml(xml), 'url');
      expect(locs.length, file).toBeLessThanOrEqual(file.startsWith('/sitemaps/blog/') ? 10_000 : 50_000);
      expect(Buffer.byteLength(xml), file).toBeLessThan(50 * 1024 * 1024);
      expect(locs.every((loc) => loc.startsWith(`${SITE}/`) || loc === SITE)).toBe(true);
      postLocs.push(...locs.filter((loc) => loc.startsWith(`${SITE}/blog-details/`)));
    }
    expect(new Set(postLocs).size).toBe(postLocs.length);
    expect(postLocs.toSorted()).toEqual(publishedSlugs.map((slug) => `${SITE}/blog-details/${slug}`).toSorted());
    expect(locsOf(parseXml(files.get('/sitemaps/blog/2.xml')!), 'url')).toEqual([
      `${SITE}/blog-details/sitemap-scale-extra`,
    ]);
  });

  it('give every record its lastmod as a W3C datetime, and no fixed page an invented one', () => {
    for (const file of ['/sitemaps/services.xml', '/sitemaps/events.xml', '/sitemaps/blog/1.xml']) {
      const lastmods = [...parseXml(files.get(file)!).getElementsByTagNameNS(NS, 'url')].map(
        (url) => url.getElementsByTagNameNS(NS, 'lastmod')[0]?.textContent ?? '',
      );
      expect(lastmods.length, file).toBeGreaterThan(0);
      expect(
        lastmods.every((lastmod) => W3C_DATETIME.test(lastmod)),
        file,
      ).toBe(true);
    }
    expect(parseXml(files.get('/sitemaps/pages.xml')!).getElementsByTagNameNS(NS, 'lastmod')).toHaveLength(0);
  });

  it('after an edit, move only the edited post’s file and its lastmod', async () => {
    const before = new Date().toISOString();
    const edited = publishedSlugs.at(-1)!;
    await admin('PUT', edited, { blog_title: 'Edited for the sitemap' });
    const after = await readSitemaps();
    for (const [file, xml] of files) if (file !== '/sitemaps/blog/1.xml') expect(after.get(file), file).toBe(xml);
    const entry = [...parseXml(after.get('/sitemaps/blog/1.xml')!).getElementsByTagNameNS(NS, 'url')].find(
      (url) => url.getElementsByTagNameNS(NS, 'loc')[0]!.textContent === `${SITE}/blog-details/${edited}`,
    );
    expect(entry!.getElementsByTagNameNS(NS, 'lastmod')[0]!.textContent! >= before).toBe(true);
  });
});
