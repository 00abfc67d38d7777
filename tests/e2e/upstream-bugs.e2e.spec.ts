// Canaries: the Next.js bugs the glue works around, seen on plain `next start` of the e2e build (no project server).
// Each passes while its bug is there and fails, naming the workaround to remove, once a Next upgrade fixes it.
import { expect, test } from './support/test';
import { routes } from '@/lib/routes';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { stockSite } from './support/content-api';
import { fieldValues, rawGet } from './support/raw-get';

const fixed = (issue: number, remove: string) => `Next fixed vercel/next.js#${issue}: remove ${remove} and this test`;

test.beforeAll(async () => {
  // A copy of the build, then Next's start: a few seconds on a shared machine.
  test.setTimeout(90_000);
  await stockSite('start');
});

test.afterAll(() => stockSite('stop'));

test("vercel/next.js#82117: a page's redirect() sends Location twice", async () => {
  // The post page calls redirect() for a slug the content API does not have.
  const answer = await rawGet(E2E_URLS.stock, routes.blogPost('no-such-post'));
  const locations = fieldValues(answer, 'location');
  const stillRedirects = 'the canary page no longer redirects: pick another';
  expect([answer.status, locations[0]], stillRedirects).toEqual([307, routes.blog]);
  expect(locations, fixed(82117, 'next-glue/server/append-once.mjs')).toEqual([routes.blog, routes.blog]);
});

test('vercel/next.js#92527: a segment whose percent-encoding does not decode gets a plain-text 500', async () => {
  for (const path of ['/blog-details/a%C0%AFb', '/event-detail/x%ZZ']) {
    const answer = await rawGet(E2E_URLS.stock, path);
    const message = `${path}: ${fixed(92527, "next-glue/server/malformed-url.mjs's check of a segment that does not decode")}`;
    expect([answer.status, answer.headers['content-type']], message).toEqual([500, 'text/plain']);
    expect(answer.body, message).toBe('Internal Server Error');
  }
});
