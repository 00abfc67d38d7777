// One visitor on a slowed phone: a first visit, typing where the page has a field, the menu, a client navigation
// to another page, the same there, then leaving (which sends the page views' vitals, as for a real visitor).
import { blockingAfterFcp, longFramesOnceQuiet, observeLongFrames } from './long-frames.mjs';
import { slowDownLikeAPhone } from './phone-visits.mjs';

// The page's text fields a visitor would type into: visible, in the main content, not the spam trap (tabindex -1).
const TEXT_FIELDS = ['input[type="text"]', 'input[type="email"]', 'textarea']
  .map((field) => `main ${field}:visible:not([tabindex="-1"])`)
  .join(', ');

/** Types into the page's first text field, a key at a time as a person would (INP counts keystrokes). */
async function typeIntoFirstField(page) {
  const field = page.locator(TEXT_FIELDS).first();
  if (!(await field.count())) return false;
  await field.click();
  await field.pressSequentially('Ada Lovelace', { delay: 60 });
  return true;
}

/**
 * Waits until the site's vitals island listens (its `vitals-reporting` mark) and the network is idle: Chromium
 * counts a click as a client navigation only when the route it opens was prefetched (docs/field-data.md).
 */
async function readyToInteract(page) {
  await page.waitForFunction(() => performance.getEntriesByName('vitals-reporting').length > 0, null, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
}

/** Opens the menu and clicks its `pick`-th visible link to another page; resolves once the URL is that page's. */
async function navigateThroughMenu(page, pick) {
  const toggle = page.locator('header button[aria-controls]').first();
  if (!(await toggle.isVisible())) return null;
  await toggle.click();
  // The menu's links are prefetched once shown; a click before that is not a client navigation to Chromium.
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  const here = new URL(page.url()).pathname;
  const links = panel.locator('a[href^="/"]:visible');
  const hrefs = (await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).filter(
    (href) => href && href !== here && !href.startsWith('/staff'),
  );
  if (!hrefs.length) return null;
  const href = hrefs[pick % hrefs.length];
  await panel.locator(`a[href="${href}"]:visible`).first().click();
  await page.waitForURL((url) => url.pathname === new URL(href, url).pathname, { timeout: 60_000 });
  return href;
}

/**
 * The visit; `pick` varies the menu link between visits. Returns the first view's blocking time after FCP and the
 * page the client navigation reached (null if the page has no menu link to follow), and the views the site stored
 * (`stored(expected)` waits for them: a beacon is neither seen by Playwright nor by DevTools once its page unloads).
 */
export async function fieldVisit(context, url, { quietMs, pick, stored, cpu }) {
  const page = await context.newPage();
  await slowDownLikeAPhone(context, page, cpu);
  await page.addInitScript(observeLongFrames);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const { blocking } = await blockingAfterFcp(page, await longFramesOnceQuiet(page, quietMs));
  await readyToInteract(page);
  await typeIntoFirstField(page);
  const navigatedTo = await navigateThroughMenu(page, pick);
  if (navigatedTo) {
    await longFramesOnceQuiet(page, quietMs);
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await typeIntoFirstField(page);
  }
  // Leaving for another site: the page is hidden and unloaded, and its last view's beacon goes out.
  await page.goto('about:blank');
  // The browser sends the beacon after the page is gone: the context stays open until the site has stored it.
  const views = await stored(navigatedTo ? 2 : 1);
  await page.close();
  return { blocking, navigatedTo, views };
}
