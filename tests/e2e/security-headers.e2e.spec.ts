// The headers a browser, a crawler and the MDN HTTP Observatory get: the same set on every response type, and
// on HTML a CSP naming exactly the inline scripts of the body it comes with, before and after a regeneration.
import { expect, test, type APIResponse } from './support/test';
import { CSP_REPORT_PATH, securityHeaders } from '@/lib/security/headers';
import { siteScriptHashes } from '@/lib/security/site-inline-scripts';
import { routes } from '@/lib/routes';
import { loadSite } from '@/lib/site';
import { inlineScriptHashes } from '../../next-glue/server/inline-scripts.mjs';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { adminWrite, expectServedSoon } from './support/content-api';
import { ownPost } from './support/own-post';
import { scriptHashesOf, watchCspViolations } from './support/csp';
import { expectObservatoryPass } from './support/observatory';
import { fieldValues, rawGet } from './support/raw-get';
import { TEMPORARY_REDIRECT_CACHE } from '../../next-glue/server/redirect-heads.mjs';

// The set the e2e build was made with (scripts/e2e/servers.mjs passes these on top of this environment).
const site = loadSite({ ...process.env, SITE_URL: E2E_URLS.site, CONTENT_API_URL: E2E_URLS.api });
const EXPECTED = securityHeaders({ ...site, recaptcha: Boolean(site.recaptcha.siteKey), development: false });
const BASE_CSP = EXPECTED.find(({ key }) => key === 'Content-Security-Policy')!.value;
const CSP_REPORT = JSON.stringify({
  'csp-report': {
    'document-uri': `${E2E_URLS.site}/`,
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
  },
});
// A page's CSP hashes: the site's own scripts (from the base policy), then those of its body (all Next's here).
const expectedHashes = (html: string) => [...new Set([...siteScriptHashes(), ...inlineScriptHashes(html)])];
const withoutHashes = (csp: string | undefined) => csp?.replace(/ 'sha256-[^']+'/g, '');

function expectHeaderSet(response: APIResponse) {
  const headers = response.headers();
  for (const { key, value } of EXPECTED) {
    const name = key.toLowerCase();
    if (name === 'content-security-policy') {
      expect(withoutHashes(headers[name]), response.url()).toBe(withoutHashes(BASE_CSP));
      for (const hash of siteScriptHashes()) expect(headers[name], response.url()).toContain(hash);
    } else expect(headers[name], `${key} on ${response.url()}`).toBe(value);
  }
}

test('every response type carries the security headers', async ({ request }) => {
  const get = (path: string, headers: Record<string, string> = {}) => request.get(path, { maxRedirects: 0, headers });
  // An earlier spec's webhook call can leave the home page stale; re-rendered between the two requests, it would
  // answer its new copy in full instead of a 304. A HIT is a copy no revalidation is pending on.
  await expect
    .poll(async () => (await get(routes.home)).headers()['x-nextjs-cache'], { timeout: 15_000, intervals: [100] })
    .toBe('HIT');
  const home = await get(routes.home);
  const html = await home.text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  const font = /href="(\/_next\/static\/media\/[^"]+\.woff2)"/.exec(html)?.[1];
  expect(script && font).toBeTruthy();
  const answers: [string, Promise<APIResponse>, number][] = [
    ['a prerendered page', Promise.resolve(home), 200],
    ['its 304', get(routes.home, { 'if-none-match': home.headers().etag ?? '' }), 304],
    ['a HEAD request', request.head(routes.blog, { maxRedirects: 0 }), 200],
    ['an RSC payload', get(`${routes.pricing}?_rsc`, { rsc: '1' }), 200],
    ['the branded 404', get('/this/does/not/exist'), 404],
    ['a malformed URL', get('/event-detail/x%ZZ'), 400],
    ['a config redirect', get('/life-at'), 308],
    ['a page redirect', get(routes.blogPost('no-such-post')), 307],
    ['a script', get(script!), 200],
    ['a font', get(font!), 200],
    ['a missing static file', get('/_next/static/chunks/missing.js'), 404],
    ['an icon', get('/icon.svg'), 200],
    ['the favicon crawlers ask for without a link', get('/favicon.ico'), 200],
    ['robots.txt', get('/robots.txt'), 200],
    ['the sitemap', get('/sitemap.xml'), 200],
    ['Load more’s call through the site', get('/api/v1/get-blog-list-updated?page=2'), 200],
    ['Load more’s call refusing a bad page', get('/api/v1/get-blog-list-updated?page=x'), 400],
    ['the webhook refusing a method', get('/api/revalidate'), 405],
    ['the webhook refusing a caller', request.post('/api/revalidate', { data: { type: 'all' } }), 401],
    [
      'a CSP report',
      request.post(CSP_REPORT_PATH, { headers: { 'content-type': 'application/csp-report' }, data: CSP_REPORT }),
      204,
    ],
    ['a CSP report of another type', request.post(CSP_REPORT_PATH, { data: CSP_REPORT }), 415],
  ];
  for (const [name, answer, status] of answers) {
    const response = await answer;
    expect(response.status(), name).toBe(status);
    expectHeaderSet(response);
  }
});

test('a 304 and a HEAD carry the same CSP as the page they stand for', async ({ request }) => {
  const page = await request.get(routes.pricing);
  const etag = page.headers().etag ?? '';
  const revalidated = await request.get(routes.pricing, { headers: { 'if-none-match': etag } });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()['content-security-policy']).toBe(page.headers()['content-security-policy']);
  const head = await request.head(routes.pricing);
  expect(head.headers()['content-security-policy']).toBe(page.headers()['content-security-policy']);
});

test('a prerendered page passes every Observatory test', async ({ request }) => {
  const response = await request.get(routes.home);
  expect(scriptHashesOf(response.headers()['content-security-policy'])).toEqual(expectedHashes(await response.text()));
  expectObservatoryPass(response.headers(), await response.text(), E2E_URLS.site);
});

test("the site's redirects stay on its own origin (Observatory: redirection)", async ({ request }) => {
  for (const path of ['/life-at', routes.blogPost('no-such-post')]) {
    const location = (await request.get(path, { maxRedirects: 0 })).headers().location ?? '';
    expect(new URL(location, E2E_URLS.site).origin, path).toBe(E2E_URLS.site);
  }
});

test('a redirect carries one Location and no page; a temporary one no shared-cache lifetime past a second', async () => {
  for (const [path, location] of [
    [routes.service('no-such-service'), routes.home],
    [routes.blogPost('no-such-post'), routes.blog],
    [routes.category('no-such-category'), routes.home],
  ] as const) {
    for (const encoding of ['identity', 'gzip']) {
      const answer = await rawGet(E2E_URLS.site, path, { 'accept-encoding': encoding });
      expect(answer.status, path).toBe(307);
      expect(fieldValues(answer, 'location'), `${path} (${encoding})`).toEqual([location]);
      expect(fieldValues(answer, 'cache-control'), path).toEqual([TEMPORARY_REDIRECT_CACHE]);
      expect([answer.body, answer.headers['content-encoding']], path).toEqual(['', undefined]);
    }
  }
  const moved = await rawGet(E2E_URLS.site, '/life-at');
  expect([moved.status, fieldValues(moved, 'location')]).toEqual([308, [routes.lifeAt]]);
  expect(moved.body.length).toBeLessThan(100);
});

test.describe.serial('a regenerated page', () => {
  const post = ownPost('csp-regenerated', {
    blog_title: 'Hashes Before the Edit',
    blog_description: '<p>Every regeneration changes the inline scripts, so the CSP must follow.</p>',
  });

  test('gets a CSP naming its new scripts, runs them without a violation, and passes the Observatory', async ({
    request,
    page,
  }) => {
    test.setTimeout(60_000);
    const { path } = post;
    // Generous waits: the first render of a new post streams a whole page, and this machine is shared.
    await expectServedSoon(request, path, post.fields.blog_title, 15_000);
    const before = scriptHashesOf((await request.get(path)).headers()['content-security-policy']);

    await adminWrite('blogs', post.slug, { blog_title: 'Hashes After the Edit' });
    await expectServedSoon(request, path, 'Hashes After the Edit', 15_000);
    const response = await request.get(path);
    const html = await response.text();
    const after = scriptHashesOf(response.headers()['content-security-policy']);
    expect(after).toEqual(expectedHashes(html));
    expect(after).not.toEqual(before);
    expectObservatoryPass(response.headers(), html, E2E_URLS.site);

    const violations = await watchCspViolations(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Hashes After the Edit' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
