// The drafts, schedule and redirects pages of the console in the end-to-end tests: editors with a time zone, axe at
// both widths (and, with STAFF_SCREENSHOTS=1, a screenshot to look at in .data/screenshots/).
import { mkdirSync } from 'node:fs';
import { axeViolations } from './quality';
import { signedInAs, type StaffSite } from './staff';
import { expect, type Browser, type Page } from './test';

/** A signed-in editor whose browser is in `timezoneId`: the session's cookie, moved into a context set that way. */
export async function editorIn(browser: Browser, site: StaffSite, timezoneId: string) {
  const signed = await signedInAs(browser, 'editor', site);
  const cookies = await signed.context.cookies();
  await signed.context.close();
  const context = await browser.newContext({ baseURL: site.url, timezoneId });
  await context.addCookies(cookies);
  return { context, page: await context.newPage() };
}

/** Axe finds nothing on the page as it stands; with STAFF_SCREENSHOTS=1 it is also saved as a full-page PNG. */
export async function expectAccessible(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  if (process.env.STAFF_SCREENSHOTS !== '1') return;
  mkdirSync('.data/screenshots', { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `.data/screenshots/staff-${name}-${width}.png`, fullPage: true });
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
