// Real-user Web Vitals: a visit and a client navigation each send one beacon, same-origin and cookie-free,
// the token-guarded GET reads them back by route pattern, and the console shows them to an editor, not to sales.
import { E2E, E2E_URLS } from '../../scripts/e2e/config.mjs';
import { expectSalesRefused } from './support/console-pages';
import { checkScreen } from './support/console-screen';
import { signedInAs, startStaffSite } from './support/staff';
import { openSqliteVitals } from '@/lib/vitals/sqlite-store';
import { expect, test, type Request } from './support/test';

const READ = { authorization: `Bearer ${E2E.vitalsReadToken}` };

test('a visitor who types and then leaves for another site: the view still carries its INP and CLS', async ({
  page,
}) => {
  // A tablet's width: no other spec's view shares this row of the e2e store.
  await page.setViewportSize({ width: 800, height: 900 });
  const started = Date.now();
  await page.goto('/contact-us');
  await page.waitForFunction(() => performance.getEntriesByName('vitals-reporting').length > 0);
  // A busy phone: no idle moment comes before the visitor leaves, so web-vitals still holds the typing (it counts
  // interactions when idle, or when the page is hidden).
  await page.evaluate(() => (window.requestIdleCallback = () => 0));
  await page.getByRole('textbox').first().pressSequentially('Ada', { delay: 30 });
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  // Leaving fires pagehide, then visibilitychange; the beacon goes as the page unloads, unseen by Playwright.
  await page.goto('about:blank');
  const store = openSqliteVitals(E2E.vitalsDb);
  try {
    const leftView = async () =>
      (await store.since(started)).find((view) => view.page === '/contact-us' && view.device === 'tablet');
    await expect
      .poll(async () => Object.keys((await leftView())?.metrics ?? {}).sort())
      .toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  } finally {
    await store.close();
  }
});

test('a visit and its client navigation are recorded by route pattern and shown to an editor @newcomer-runtime', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  const started = Date.now();
  const beacons: Request[] = [];
  page.on('request', (sent) => void (sent.url().includes('/api/vitals') && beacons.push(sent)));
  await page.goto('/');
  await page.waitForFunction(() => performance.getEntriesByName('vitals-reporting').length > 0);
  const link = page.locator('footer a[href="/about-us"]').first();
  // Its route prefetched first: a click that has to wait for the prefetch is not seen as a soft navigation by
  // Chromium (docs/field-data.md). The link's prefetch starts once it is scrolled into view, after the load's network
  // went idle, so it is its own answer awaited: the page's segment, the last of the route's prefetches.
  const prefetched = page.waitForResponse(
    (answer) =>
      new URL(answer.url()).pathname === '/about-us' &&
      (answer.request().headers()['next-router-segment-prefetch'] ?? '').endsWith('/__PAGE__'),
  );
  await link.scrollIntoViewIfNeeded();
  await (await prefetched).finished();
  // A real click: Chromium counts a soft navigation only after a user's input.
  await link.click();
  await expect(page).toHaveURL(/\/about-us$/);
  // Still the document loaded from `/`: a new one (a full page load) would never report a soft navigation.
  expect(await page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]!.name).pathname)).toBe('/');
  await page.waitForFunction(
    () =>
      new Promise((seen) =>
        new PerformanceObserver(seen).observe({ type: 'soft-navigation', buffered: true } as PerformanceObserverInit),
      ),
    undefined,
    { timeout: 10_000 },
  );
  // The tab goes to the background: every view still open is sent.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await expect.poll(() => beacons.length).toBe(2);
  for (const beacon of beacons) {
    expect(new URL(beacon.url()).origin).toBe(E2E_URLS.site);
    expect(beacon.headers()['content-type']).toBe('application/json');
    const answer = await beacon.response();
    expect(answer?.status()).toBe(204);
    expect(await answer?.headerValue('set-cookie')).toBeNull();
  }
  // What the store kept of this test's views, every field.
  const store = openSqliteVitals(E2E.vitalsDb);
  const kept = await store.since(started);
  await store.close();
  expect(kept.map((view) => [view.page, view.navigation, view.device])).toEqual([
    ['/', 'first', 'desktop'],
    ['/about-us', 'client', 'desktop'],
  ]);
  expect(Object.keys(kept[0]!.metrics)).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP']));
  expect(kept[0]!.lcpElement).toMatch(/^(text|image)$/);
  // A soft navigation's TTFB is 0 by definition (web-vitals); its FCP is what it painted anew.
  expect(kept[1]!.metrics).toMatchObject({ TTFB: 0, FCP: expect.any(Number) });
  expect(await context.cookies()).toEqual([]);

  const summary = await (await request.get('/api/vitals?days=1', { headers: READ })).json();
  const rows = summary.rows as { page: string; metric: string }[];
  expect(rows.filter((row) => row.metric === 'LCP').map((row) => row.page)).toContain('/');
  expect(rows.map((row) => row.page)).toContain('/about-us');
  expect((await request.get('/api/vitals?days=1')).status()).toBe(401);

  // The console's site reads the same store (vitals.sqlite beside the e2e journal).
  const site = await startStaffSite();
  try {
    const { context: staff, page: console_ } = await signedInAs(browser, 'editor', site);
    await console_.goto('/staff/vitals?days=1');
    const table = console_.getByRole('table', { name: /^How fast each page type is/ });
    // Other specs' visits (at 375 px, phones) share the e2e store: this spec's own row is the desktop one.
    await expect(table.getByRole('row').filter({ hasText: 'About us' }).filter({ hasText: 'desktop' })).not.toHaveCount(
      0,
    );
    await expect(
      console_.getByRole('img', { name: /^Main content shown, what 3 visitors in 4 got, by day: / }),
    ).toBeVisible();
    await checkScreen(console_, 'vitals');
    await staff.close();
    await expectSalesRefused(browser, site, ['/staff/vitals']);
  } finally {
    await site.stop();
  }
});
