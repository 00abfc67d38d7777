import { expect, test, type APIRequestContext } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';

/** Bounds: each URL once, at most this many, a few requests at a time. */
const MAX_URLS = 400;
const CONCURRENCY = 4;

/** Same-origin URLs a page refers to: links, images (src and srcset), stylesheets and icons. */
function referencesIn(html: string, base: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<(a|link|img|source)\b[^>]*>/g)) {
    const tag = match[0];
    const href = /\shref="([^"]*)"/.exec(tag)?.[1];
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
    const srcset = /\ssrcset="([^"]*)"/.exec(tag)?.[1];
    if (match[1] === 'link' && !/\srel="(stylesheet|icon|apple-touch-icon|canonical|alternate)"/.test(tag)) continue;
    found.push(...[href, src].filter((value): value is string => !!value));
    if (srcset) found.push(...srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''));
  }
  return found
    .map((reference) => reference.replace(/&amp;/g, '&'))
    .filter((reference) => reference && !/^(mailto|tel|javascript|data):/.test(reference))
    .map((reference) => new URL(reference, base))
    .filter((url) => url.origin === E2E_URLS.site)
    .map((url) => `${url.pathname}${url.search}`);
}

async function crawl(request: APIRequestContext) {
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const broken: string[] = [];
  let visited = 0;
  async function visit(path: string) {
    const response = await request.get(path, { maxRedirects: 5 });
    visited += 1;
    if (response.status() >= 400) {
      broken.push(`${path} → ${response.status()}`);
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
    for (const next of referencesIn(await response.text(), `${E2E_URLS.site}${path}`)) {
      if (seen.has(next) || seen.size >= MAX_URLS) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  while (queue.length) await Promise.all(queue.splice(0, CONCURRENCY).map(visit));
  return { broken, visited };
}

test('a crawl from / finds no broken same-origin link, image or stylesheet', async ({ request }) => {
  test.setTimeout(180_000);
  const { broken, visited } = await crawl(request);
  test.info().annotations.push({ type: 'crawled', description: `${visited} URLs` });
  expect(visited).toBeGreaterThan(30);
  expect(broken).toEqual([]);
});
