// Counts what the site's caches hold, to show that unknown slugs leave nothing behind (docs/security.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
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
