// The console's pages at 375 and 1280 px: axe finds nothing, and a whole flow works by keyboard alone. With
// STAFF_SCREENSHOTS=1 each page is also saved to .data/screenshots/staff-<page>-<width>.png to be looked at.
import { E2E } from '../../scripts/e2e/config.mjs';
import { expect, test, type Locator, type Page } from './support/test';
import { BROWSER_ZONE, expectAccessible, expectBrowserZoneTimes } from './support/console-pages';
import { inviteLink, signedInAs, startStaffSite, withPasskeys, type StaffSite } from './support/staff';

let site: StaffSite;
test.beforeAll(async () => {
  site = await startStaffSite();
});
test.afterAll(() => site?.stop());
test.use({ baseURL: `http://localhost:${E2E.staffPort}` });

const SIGNED_IN_PAGES = ['/staff', '/staff/people', '/staff/audit', '/staff/account', '/staff/forbidden'];
const nameOf = (path: string) => path.replace(/^\/staff\/?/, '') || 'home';

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('signed-out pages: sign-in, an invitation, a refused invitation', async ({ page }) => {
      await page.goto('/staff/sign-in?done=signed-out');
      await expectAccessible(page, 'sign-in');
      await page.goto(await inviteLink(site, `axe-${width}@example.com`, 'editor'));
      await expect(page.getByLabel('Your name')).toBeVisible();
      await expectAccessible(page, 'join');
      await page.goto('/staff/join?token=v1.nothing.here');
      await expectAccessible(page, 'join-refused');
    });

    test('signed-in pages, with an invitation link on show and people to list', async ({ browser }) => {
      // A context made with `browser` gets no `test.use` options: the width is its own.
      const { context, page } = await signedInAs(browser, 'admin', site, 'Ana Admin', {
        viewport: { width, height: 800 },
      });
      await signedInAs(browser, 'editor', site, 'Eda Editor').then(({ context: other }) => other.close());
      for (const path of SIGNED_IN_PAGES) {
        await page.goto(path);
        await expectAccessible(page, nameOf(path));
      }
      await page.goto('/staff/people');
      await page.getByLabel('Email address').fill(`new-${width}@example.com`);
      await page.getByRole('button', { name: 'Create invitation link' }).click();
      await expect(page.getByTestId('invitation-link')).toBeVisible();
      await expectAccessible(page, 'people-invited');
      await context.close();
    });
  });
}

test('times on People and in the audit log are in the admin’s own zone', async ({ browser }) => {
  const { context, page } = await signedInAs(browser, 'admin', site, 'Zoe Zone', BROWSER_ZONE);
  await page.goto('/staff/people');
  await page.getByLabel('Email address').fill('zone@example.com');
  await page.getByRole('button', { name: 'Create invitation link' }).click();
  await expect(page.getByTestId('invitation-link')).toBeVisible();
  await expectBrowserZoneTimes(page.getByRole('listitem').filter({ hasText: 'zone@example.com' }));
  await page.goto('/staff/audit');
  await expectBrowserZoneTimes(page.getByRole('table'));
  await context.close();
});

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
