// Console pages in the end-to-end tests: axe at the page's width (and, with STAFF_SCREENSHOTS=1, a screenshot to
// look at in .data/screenshots/), times in the browser's zone, the 403 for a role, and forged posts of a form.
import { mkdirSync } from 'node:fs';
import { STAFF_COPY } from '@/lib/copy/staff';
import { formatInstant } from '@/lib/staff/time-format';
import { escapeRegExp } from '@/lib/text/escape-regexp';
import { axeViolations } from './quality';
import { signedInAs, type StaffSite } from './staff';
import type { StaffRole } from '@/lib/staff/roles';
import { expect, type Browser, type BrowserContextOptions, type Locator, type Page } from './test';

/** The zone the console's browsers are in: not the server's UTC, so a time left in UTC shows. */
export const BROWSER_ZONE = { timezoneId: 'Europe/Paris' };

/** A signed-in editor whose browser is in BROWSER_ZONE; `options` set up the context further (a viewport). */
export const editorInZone = (browser: Browser, site: StaffSite, options: BrowserContextOptions = {}) =>
  signedInAs(browser, 'editor', site, undefined, { ...BROWSER_ZONE, ...options });

/** A console screen's title: the layout's template around the screen's own name, or the console's name alone. */
const CONSOLE_TITLE = new RegExp(
  `^(${escapeRegExp(STAFF_COPY.titleTemplate).replace('%s', '\\S.*')}|${escapeRegExp(STAFF_COPY.consoleName)})$`,
);

/**
 * The screen is titled as a console screen, axe finds nothing on the page as it stands and nothing scrolls
 * sideways; with STAFF_SCREENSHOTS=1 it is also saved as a full-page PNG.
 */
export async function expectAccessible(page: Page, name: string) {
  // Next streams a per-request page's metadata after its content: a screen just reached by a link is titled a moment later.
  await expect(page, `${name}: its title`).toHaveTitle(CONSOLE_TITLE);
  // The editor's preview frames hold a public page, checked by that page's own specs; framed, its landmarks repeat ours.
  expect(await axeViolations(page, { exclude: ['iframe[data-page-preview]'] }), name).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: px scrolled sideways`).toBeLessThanOrEqual(0);
  if (process.env.STAFF_SCREENSHOTS !== '1') return;
  mkdirSync('.data/screenshots', { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `.data/screenshots/staff-${name}-${width}.png`, fullPage: true });
}

/** Every time in `scope` is written in BROWSER_ZONE, named by its abbreviation (CET or CEST), not in UTC. */
export async function expectBrowserZoneTimes(scope: Locator) {
  const times = scope.locator('time');
  await expect(times.first()).toHaveText(/ CES?T$/);
  for (const time of await times.all()) {
    const instant = (await time.getAttribute('datetime'))!;
    await expect(time).toHaveText(formatInstant(instant, BROWSER_ZONE.timezoneId));
  }
}

/** Each page answers a sales person with the console's 403 page. */
export async function expectSalesRefused(browser: Browser, site: StaffSite, paths: readonly string[]) {
  const { context, page } = await signedInAs(browser, 'sales', site);
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page, path).toHaveURL(/\/staff\/forbidden$/);
  }
  await context.close();
}

/** A form's hidden fields as a browser without JavaScript posts them: the server action's id and bound values. */
async function hiddenFields(form: Locator): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const input of await form.locator('input[type="hidden"]').all()) {
    fields[(await input.getAttribute('name'))!] = (await input.getAttribute('value')) ?? '';
  }
  return fields;
}

/**
 * The form with the button `button` on `path`, as an editor's browser without JavaScript would post it, with
 * `fields` filled in; the answer posts it again as a new person of any role, from the console's own origin (a
 * forged post, when the role may not), and checks only that it did not fail with a 5xx.
 */
export async function editorsForm(
  browser: Browser,
  site: StaffSite,
  path: string,
  button: string,
  fields: Record<string, string> = {},
) {
  const editor = await signedInAs(browser, 'editor', site, undefined, { javaScriptEnabled: false });
  await editor.page.goto(path);
  const form = editor.page.locator('form').filter({ has: editor.page.getByRole('button', { name: button }) });
  const multipart = { ...(await hiddenFields(form)), ...fields };
  await editor.context.close();
  return async (role: StaffRole) => {
    const { context } = await signedInAs(browser, role, site);
    const response = await context.request.post(path, { multipart, headers: { origin: site.url }, maxRedirects: 0 });
    expect(response.status(), `${role}'s post to ${path}`).toBeLessThan(500);
    await context.close();
  };
}
