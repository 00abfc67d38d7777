// Counts what the site's caches hold, to show that unknown slugs leave nothing behind (docs/security.md).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from './test';
import { createClient } from 'redis';
import { E2E } from '../../../scripts/e2e/config.mjs';
import { redirectTarget } from './html';

const files = (dir: string) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)) : [];

/** The file cache's fetch answers and page entries (one `.meta` per page) of the e2e build. */
export function fileCacheEntries() {
  return {
    fetch: files(path.join(E2E.distDir, 'cache', 'fetch-cache')).length,
    pages: files(path.join(E2E.distDir, 'server', 'route-cache')).filter((file) => file.endsWith('.meta')).length,
  };
}

/** Whether the file cache keeps a fetch answer of `url`. */
export function fetchCacheHolds(url: string): boolean {
  return files(path.join(E2E.distDir, 'cache', 'fetch-cache')).some((file) => readFileSync(file, 'utf8').includes(url));
}

/** Every entry in Redis: its keys, and the fields of its hashes (the cache handler indexes each entry's tags in one). */
export async function redisEntries(url: string): Promise<number> {
  const client = createClient({ url });
  await client.connect();
  try {
    let count = 0;
    for (const key of await client.keys('*')) {
      count += (await client.type(key)) === 'hash' ? await client.hLen(key) : 1;
    }
    return count;
  } finally {
    client.destroy();
  }
}

/** Each lookup route with what an unknown slug answers (spec 000 §8): a redirect, or a 404 with no target. */
export const UNKNOWN_SLUG_ANSWERS = [
  { path: (slug: string) => `/blog-details/${slug}`, status: 307, target: '/blog' },
  { path: (slug: string) => `/event-detail/${slug}`, status: 404, target: undefined },
  { path: (slug: string) => `/services/${slug}`, status: 307, target: '/' },
  { path: (slug: string) => `/hire-our-genius-mind/${slug}`, status: 307, target: '/' },
  { path: (slug: string) => `/${slug}`, status: 404, target: undefined },
];

/** Asks `site` for `count` made-up slugs spread over the lookup routes, checking each answer, a few at a time. */
export async function requestUnknownSlugs(request: APIRequestContext, site: string, count: number) {
  const run = Date.now().toString(36);
  for (let start = 0; start < count; start += 5) {
    await Promise.all(
      Array.from({ length: Math.min(5, count - start) }, async (_, offset) => {
        const index = start + offset;
        const route = UNKNOWN_SLUG_ANSWERS[index % UNKNOWN_SLUG_ANSWERS.length]!;
        const url = `${site}${route.path(`made-up-${run}-${index}`)}`;
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(route.status);
        expect(redirectTarget(response), url).toBe(route.target);
      }),
    );
  }
}

// What a page or answer the caches keep could carry: page copies (HTML, RSC, meta) and fetch answers.
const CACHED_COPY = /\.(html|rsc|body|meta|segments|json)$/;

/** The file-cache files (ISR pages, fetch answers) of the e2e build that contain `text`. */
export function fileCacheMentions(text: string): string[] {
  const copies = [
    ...files(path.join(E2E.distDir, 'cache', 'fetch-cache')),
    ...files(path.join(E2E.distDir, 'server', 'route-cache')),
    ...files(path.join(E2E.distDir, 'server', 'app')).filter((file) => CACHED_COPY.test(file)),
  ];
  return copies.filter((file) => statSync(file).isFile() && readFileSync(file, 'utf8').includes(text));
}

/** The Redis keys whose value (a string, or a hash's fields) contains one of `texts`. */
export async function redisMentions(url: string, texts: readonly string[]): Promise<string[]> {
  const client = createClient({ url });
  await client.connect();
  try {
    const found: string[] = [];
    for (const key of await client.keys('*')) {
      const type = await client.type(key);
      const values =
        type === 'string' ? [(await client.get(key)) ?? ''] : type === 'hash' ? await client.hVals(key) : [];
      if (values.some((value) => texts.some((text) => value.includes(text)))) found.push(key);
    }
    return found;
  } finally {
    client.destroy();
  }
}
