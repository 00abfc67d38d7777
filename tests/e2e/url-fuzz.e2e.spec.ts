// Hostile URLs under every route prefix: never a 5xx, always the security headers, and the branded page for
// the paths Next.js itself would answer with a plain-text 500 (vercel/next.js#92527).
import { expect, test } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { fuzzPaths, PREFIXES } from './support/url-fuzz';
import { rawGet, type RawAnswer } from './support/raw-get';

const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];
const BRANDED_NOT_FOUND = /<title>Page not found \|/;

const missingHeaders = (answer: RawAnswer) => SECURITY_HEADERS.filter((name) => !answer.headers[name]);

test('the generator covers every route prefix and is deterministic', () => {
  const paths = fuzzPaths(1_000);
  expect(paths).toHaveLength(1_000);
  expect(fuzzPaths(1_000)).toEqual(paths);
  for (const prefix of PREFIXES)
    expect(
      paths.some((path) => path.startsWith(prefix)),
      prefix,
    ).toBe(true);
});

test.describe('URLs Next.js cannot decode, overlong segments and encoded traversal', () => {
  for (const path of [
    '/blog-details/a%C0%AFb',
    '/event-detail/x%ZZ',
    '/services/%A0',
    '/hire-our-genius-mind/%E0%A4%A',
    '/blog%',
    `/blog-details/${'a'.repeat(1_000)}`,
    '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/blog-details/..%2f..%2fetc%2fpasswd',
  ]) {
    test(`${path.slice(0, 60)} answers 400 with the branded page and the headers`, async () => {
      const answer = await rawGet(E2E_URLS.site, path);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatch(BRANDED_NOT_FOUND);
      expect(missingHeaders(answer)).toEqual([]);
    });
  }
});

test('1,000 generated URLs: no 5xx, every answer with the security headers', async () => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const paths = fuzzPaths(1_000);
  // Four at a time, as a crawler would.
  for (let start = 0; start < paths.length; start += 4) {
    await Promise.all(
      paths.slice(start, start + 4).map(async (path) => {
        const answer = await rawGet(E2E_URLS.site, path);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const missing = missingHeaders(answer);
        if (answer.status >= 500 || missing.length > 0)
          failures.push(`${answer.status} ${path.slice(0, 120)} missing: ${missing.join(', ') || 'none'}`);
        if (answer.status === 400 && /text\/html/.test(String(answer.headers['content-type'])))
          expect(answer.body, path).toMatch(BRANDED_NOT_FOUND);
      }),
    );
  }
  console.info(`status counts: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  expect(failures).toEqual([]);
});
