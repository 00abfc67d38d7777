// Drafts and preview links: a draft is nowhere for the public, its preview link shows it with the bar,
// and nothing a preview renders lands in the caches every other visitor reads (the file cache here; Redis and the
// edge in preview-caches.e2e.spec.ts).
import AxeBuilder from '@axe-core/playwright';
import { createHmac } from 'node:crypto';
import { expect, test, type Browser, type Page } from './support/test';
import { E2E, E2E_URLS } from '../../scripts/e2e/config.mjs';
import { signPreviewToken, verifyPreviewToken } from '@site/shared/preview-token';
import { routes } from '../../lib/routes';
import { fileCacheMentions } from './support/cache-entries';
import { watchCspViolations } from './support/csp';
import { adminWrite } from './support/content-api';
import { draftPost, previewLink, revokePreviewLink } from './support/preview';
import { redirectTarget } from './support/html';
import { fieldValues, rawGet } from './support/raw-get';

const run = Date.now().toString(36);
const slug = `preview-draft-${run}`;
const marker = `Unpublished draft ${run}`;
const path = routes.blogPost(slug);
const detailCall = `${E2E_URLS.api}/api/v1/get-blog-details?slug=${slug}`;

test.beforeAll(async () => adminWrite('blogs', slug, draftPost(marker)));
test.afterAll(async () => adminWrite('blogs', slug));

const bar = (page: Page) => page.getByRole('complementary', { name: 'Preview' });

test('a draft is not shown to the public: its page sends them to the blog, the list does not name it', async ({
  request,
}) => {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(redirectTarget(response)).toBe(routes.blog);
  expect(await response.text()).not.toContain(marker);
  expect(await (await request.get(routes.blog)).text()).not.toContain(marker);
});

test('its preview link opens it with the bar, uncached, unindexed, under the hashed CSP', async ({ page, request }) => {
  const violations = await watchCspViolations(page);
  const link = await previewLink('blog', slug);
  expect(new URL(link.url).origin).toBe(E2E_URLS.site);
  const landing = await page.goto(link.url);
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.getByRole('heading', { level: 1, name: marker })).toBeVisible();
  await expect(bar(page)).toContainText('Preview — not published');
  await expect(bar(page)).toContainText('Draft');
  await expect(bar(page).getByRole('link', { name: 'Exit preview' })).toBeVisible();

  const headers = landing!.headers();
  expect(headers['cache-control']).toMatch(/private/);
  expect(headers['cache-control']).toMatch(/no-store/);
  expect(headers['x-robots-tag']).toMatch(/noindex/);
  expect(headers['content-security-policy']).toMatch(/script-src[^;]*'sha256-/);
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);
  // Hydrated (the skip link's focus target works) with zero violations.
  await page.waitForLoadState('load');
  expect(await violations()).toEqual([]);

  // The public, at the same moment, still gets no draft, and no cache the public reads holds any of it.
  const publicAnswer = await request.get(path, { maxRedirects: 0 });
  expect(publicAnswer.status()).toBe(307);
  expect(await publicAnswer.text()).not.toContain(marker);
  expect(fileCacheMentions(marker), 'a cached page or answer carries the draft').toEqual([]);
  expect(fileCacheMentions(detailCall), 'the draft’s answer was cached').toEqual([]);
});

for (const width of [375, 1280]) {
  test(`the previewed page has no accessibility violations at ${width} px, and its exit link takes focus`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto((await previewLink('blog', slug)).url);
    await expect(bar(page)).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
    const exit = bar(page).getByRole('link', { name: 'Exit preview' });
    await exit.focus();
    await expect(exit).toBeFocused();
    await expect(exit).toBeInViewport();
  });
}

test('the bar says when a scheduled record goes public', async ({ page }) => {
  await adminWrite('blogs', slug, { status: 'published', publish_at: '2099-03-01T09:00:00Z' });
  try {
    await page.goto((await previewLink('blog', slug)).url);
    await expect(bar(page)).toContainText('Scheduled for 1 Mar 2099, 09:00 UTC');
  } finally {
    await adminWrite('blogs', slug, { status: 'draft', publish_at: null });
  }
});

test('exiting the preview shows the public page again', async ({ page }) => {
  await page.goto((await previewLink('blog', slug)).url);
  await bar(page).getByRole('link', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.blog}$`));
  await expect(bar(page)).toHaveCount(0);
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies).not.toContain('__prerender_bypass');
  expect(cookies).not.toContain('__preview_token');
  const again = await page.goto(path);
  expect(new URL(page.url()).pathname).toBe(routes.blog);
  expect(await again!.text()).not.toContain(marker);
});

/** The refusal a link gets: an uncached, unindexed answer, the page saying `heading`, and draft mode left off. */
async function expectRefused(page: Page, url: string, heading: string) {
  const answer = await page.request.get(url, { maxRedirects: 0 });
  expect(answer.status(), heading).toBe(303);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(answer.headers()['x-robots-tag']).toMatch(/noindex/);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass');
}

/** An open preview whose link stopped working: its next read shows the public site (a draft's page sends to the blog). */
async function expectPreviewStopped(page: Page, hidden: string) {
  await page.reload();
  expect(new URL(page.url()).pathname).toBe(routes.blog);
  await expect(bar(page)).toContainText('This preview link no longer works');
  expect(await page.content()).not.toContain(hidden);
}

/** Runs `visit` in a browser of its own: no cookie of the test's page, as for someone the link was sent to. */
async function inAnotherBrowser(browser: Browser, visit: (page: Page) => Promise<void>) {
  const page = await browser.newPage();
  try {
    await visit(page);
  } finally {
    await page.close();
  }
}

test('tampered, expired, cut-off and p2 links get a page that says so, and no draft mode', async ({ page }) => {
  const { url } = await previewLink('blog', slug);
  const token = new URL(url).searchParams.get('token')!;
  const check = verifyPreviewToken(token, E2E.previewSecret, new Date());
  if (!check.ok) throw new Error(`a fresh link's token was refused: ${check.reason}`);
  const expired = signPreviewToken({ ...check.grant, expiresAt: new Date(Date.now() - 60_000) }, E2E.previewSecret);
  // A link made before links carried keys: signed, but naming row ids a new database gives out again.
  const p2Body = `p2.${check.grant.linkId}.blog.${slug}.1.${Math.floor(check.grant.expiresAt.getTime() / 1000)}`;
  const p2 = `${p2Body}.${createHmac('sha256', E2E.previewSecret).update(p2Body).digest('base64url')}`;
  const cases = [
    { token: token.replace(slug, `${slug}x`), text: 'This preview link is not valid' },
    { token: p2, text: 'This preview link is not valid' },
    { token: expired, text: 'This preview link has expired' },
    { token: token.slice(0, 20), text: 'This is not a complete preview link' },
  ];
  for (const refused of cases)
    await expectRefused(page, `${routes.preview}?token=${encodeURIComponent(refused.token)}`, refused.text);
});

test('a refused link’s page is one of the site’s: its header, font and footer, unindexed and not stored', async ({
  page,
}) => {
  await page.goto(routes.home);
  const siteFont = await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily);
  const { url } = await previewLink('blog', slug);
  const check = verifyPreviewToken(new URL(url).searchParams.get('token')!, E2E.previewSecret, new Date());
  if (!check.ok) throw new Error(`a fresh link's token was refused: ${check.reason}`);
  const expired = signPreviewToken({ ...check.grant, expiresAt: new Date(Date.now() - 60_000) }, E2E.previewSecret);
  const landing = await page.goto(`${routes.preview}?token=${encodeURIComponent(expired)}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('This preview link has expired');
  expect(await heading.evaluate((h1) => getComputedStyle(h1).fontFamily)).toBe(siteFont);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);
  expect(landing!.headers()['cache-control']).toMatch(/no-store/);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
});

test('a link whose draft was deleted never shows the new draft later made at its slug', async ({ page, browser }) => {
  const reused = `preview-reused-${run}`;
  const [first, second] = [`First draft ${run}`, `Second draft ${run}`];
  await adminWrite('blogs', reused, draftPost(first));
  try {
    const link = await previewLink('blog', reused);
    await page.goto(link.url);
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();

    await adminWrite('blogs', reused);
    await adminWrite('blogs', reused, draftPost(second));
    // Already in draft mode: the content API refuses the page's next read, so the public site shows.
    await expectPreviewStopped(page, second);
    await inAnotherBrowser(browser, async (stranger) => {
      await expectRefused(stranger, link.url, 'The page this preview link was made for no longer exists');
      expect(await stranger.content()).not.toContain(second);
    });
  } finally {
    await adminWrite('blogs', reused).catch(() => undefined);
  }
});

test('a revoked link opens nothing: a new visit gets a page saying so, an open preview stops at its next read', async ({
  page,
  browser,
}) => {
  const [sent, kept] = [await previewLink('blog', slug), await previewLink('blog', slug)];
  await page.goto(sent.url);
  await expect(page.getByRole('heading', { level: 1, name: marker })).toBeVisible();

  await revokePreviewLink(sent.id);
  await expectPreviewStopped(page, marker);
  await inAnotherBrowser(browser, async (stranger) => {
    await expectRefused(stranger, sent.url, 'This preview link was revoked');
    // The record's other link still works.
    await stranger.goto(kept.url);
    await expect(stranger.getByRole('heading', { level: 1, name: marker })).toBeVisible();
  });
});

test('exit goes to a path on this site only', async ({ request }) => {
  for (const to of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
    const response = await request.get(`${routes.previewExit}?to=${encodeURIComponent(to)}`, { maxRedirects: 0 });
    expect(response.status(), to).toBe(303);
    expect(response.headers().location, to).toBe('/');
  }
  const back = await request.get(`${routes.previewExit}?to=${encodeURIComponent('/blog?page=2')}`, {
    maxRedirects: 0,
  });
  expect(back.headers().location).toBe('/blog?page=2');
});

test('exit sends a target with control characters home and percent-encodes the rest, never a 500', async () => {
  for (const [to, location] of [
    ['/%00x', '/'],
    ['/%7F/x', '/'],
    ['/%C2%85x', '/'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['/%E6%9D%8E?q=Zo%C3%AB', '/%E6%9D%8E?q=Zo%C3%AB'],
  ]) {
    // The query as written: fetch and Playwright would re-encode it.
    const answer = await rawGet(E2E_URLS.site, `${routes.previewExit}?to=${to}`);
    expect(answer.status, to).toBe(303);
    expect(fieldValues(answer, 'location'), to).toEqual([location]);
  }
});

test('a draft opening is listed on the openings page only through its preview link', async ({ page, request }) => {
  const title = `Draft role ${run}`;
  const key = `draft-role-${run}`;
  await adminWrite('openings', key, {
    status: 'draft',
    job_title: title,
    job_required_experience: '2 years',
    job_location: 'Remote',
    job_opening_date: '2026-11-20',
    description: `<p>${title}: not open yet.</p>`,
    location_id: 1,
  });
  try {
    expect(await (await request.get(routes.openings)).text()).not.toContain(title);
    await page.goto((await previewLink('opening', key)).url);
    expect(new URL(page.url()).pathname).toBe(routes.openings);
    await expect(page.locator('main')).toContainText(title);
    await expect(bar(page)).toContainText('Draft');
    expect(await (await request.get(routes.openings)).text()).not.toContain(title);
  } finally {
    await adminWrite('openings', key);
  }
});
