// The console's pages at 375 and 1280 px: axe finds nothing, and a whole flow works by keyboard alone. With
// STAFF_SCREENSHOTS=1 each page is also saved to .data/screenshots/staff-<page>-<width>.png to be looked at.
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { E2E } from '../../scripts/e2e/config.mjs';
import { expect, test, type Locator, type Page } from './support/test';
import { inviteLink, signedInAs, startStaffSite, withPasskeys, type StaffSite } from './support/staff';

let site: StaffSite;
test.beforeAll(async () => {
  site = await startStaffSite();
});
test.afterAll(() => site?.stop());
test.use({ baseURL: `http://localhost:${E2E.staffPort}` });

async function noViolations(page: Page, name: string, width: number) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(', ')}`),
    name,
  ).toEqual([]);
  if (process.env.STAFF_SCREENSHOTS === '1') {
    mkdirSync('.data/screenshots', { recursive: true });
    await page.screenshot({ path: `.data/screenshots/staff-${name}-${width}.png`, fullPage: true });
  }
}

const SIGNED_IN_PAGES = ['/staff', '/staff/people', '/staff/audit', '/staff/account', '/staff/forbidden'];
const nameOf = (path: string) => path.replace(/^\/staff\/?/, '') || 'home';

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('signed-out pages: sign-in, an invitation, a refused invitation', async ({ page }) => {
      await page.goto('/staff/sign-in?done=signed-out');
      await noViolations(page, 'sign-in', width);
      await page.goto(await inviteLink(site, `axe-${width}@example.com`, 'editor'));
      await expect(page.getByLabel('Your name')).toBeVisible();
      await noViolations(page, 'join', width);
      await page.goto('/staff/join?token=v1.nothing.here');
      await noViolations(page, 'join-refused', width);
    });

    test('signed-in pages, with an invitation link on show and people to list', async ({ browser }) => {
      const { context, page } = await signedInAs(browser, 'admin', site, 'Ana Admin');
      await signedInAs(browser, 'editor', site, 'Eda Editor').then(({ context: other }) => other.close());
      for (const path of SIGNED_IN_PAGES) {
        await page.goto(path === '/staff/forbidden' ? path : path);
        await noViolations(page, nameOf(path), width);
      }
      await page.goto('/staff/people');
      await page.getByLabel('Email address').fill(`new-${width}@example.com`);
      await page.getByRole('button', { name: 'Create invitation link' }).click();
      await expect(page.getByTestId('invitation-link')).toBeVisible();
      await noViolations(page, 'people-invited', width);
      await context.close();
    });
  });
}

/** Presses Tab until `target` has the focus (at most `limit` times), then checks the focus can be seen. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  const outline = await target.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline, 'a visible focus ring').not.toBe('none');
}

test('by keyboard alone: join by invitation, then invite someone and copy the link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  await withPasskeys(page);
  await page.goto(await inviteLink(site, 'keys@example.com', 'admin'));
  // The skip link comes first and takes the focus to the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the page' })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Your name'));
  await page.keyboard.type('Kim Keys');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff$/);

  await tabTo(page, page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'People' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/people$/);
  await tabTo(page, page.getByLabel('Email address'));
  await page.keyboard.type('next@example.com');
  await tabTo(page, page.getByLabel('Role', { exact: true }), 1);
  await tabTo(page, page.getByRole('button', { name: 'Create invitation link' }), 1);
  await page.keyboard.press('Enter');
  const link = page.getByTestId('invitation-link');
  await expect(link).toContainText('/staff/join?token=');
  await tabTo(page, page.getByRole('button', { name: 'Copy the link' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.textContent());
});
