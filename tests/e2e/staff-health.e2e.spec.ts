// /staff/health: healthy said in words; what is wrong and who acts, when an edge could not be
// refreshed and when the CMS and the CRM are down; the instance that answered, the build, the last webhook call.
// The console's site names an edge where nothing listens, so its refreshes fail: the first test runs before any.
import { readFileSync } from 'node:fs';
import { E2E } from '../../scripts/e2e/config.mjs';
import { callWebhook, withApiStopped } from './support/content-api';
import { checkScreen } from './support/console-screen';
import { signedInAs, startStaffSite, type StaffSite } from './support/staff';
import { expect, test, type Page } from './support/test';

const NO_EDGE = `http://127.0.0.1:${E2E.edgePort}`;
let site: StaffSite;
test.beforeAll(async () => {
  site = await startStaffSite({ env: { EDGE_REFRESH_URLS: NO_EDGE } });
});
test.afterAll(() => site?.stop());

const fact = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
const verdict = (page: Page) => page.getByTestId('health-verdict');

test('says all is well in words while everything answers, at 375 and 1280 px', async ({ browser }) => {
  const { context, page } = await signedInAs(browser, 'sales', site);
  await page.goto('/staff/health');
  await expect(verdict(page)).toHaveText(
    'All is well: the CMS and the CRM answer, no lead waits for a person, and pages reach every edge.',
  );
  await expect(page.getByRole('heading', { name: 'What is wrong, and who should act' })).toHaveCount(0);
  await expect(fact(page, 'CMS')).toHaveText(/^Answers since/);
  await expect(fact(page, 'CRM')).toHaveText(/^Answers since/);
  await expect(fact(page, 'Lead queue')).toHaveText('0 leads waiting; 0 leads held for a person.');
  await expect(fact(page, `Edge server 127.0.0.1:${E2E.edgePort}`)).toHaveText(
    'Takes every new page: no refresh has failed.',
  );
  await checkScreen(page, 'health');
  await context.close();
});

test('names the instance that answered, the build, and the last webhook call with its result', async ({
  browser,
  request,
}) => {
  expect((await callWebhook(request, { type: 'pricing' }, { site: site.url })).status()).toBe(200);
  const { context, page } = await signedInAs(browser, 'editor', site);
  await page.goto('/staff/health');
  await expect(fact(page, 'Answered by')).toContainText(`(http://127.0.0.1:${E2E.staffPort})`);
  await expect(fact(page, 'Site version')).toContainText(readFileSync(`${E2E.distDir}/BUILD_ID`, 'utf8').trim());
  await expect(fact(page, 'Last content change')).toContainText(
    '{"type":"pricing"} → 200, 1 tag marked stale, 0 expired, 1 page re-rendered.',
  );
  await context.close();
});

test('says which edge could not be refreshed, and who acts', async ({ browser }) => {
  const { context, page } = await signedInAs(browser, 'admin', site);
  // The last test's webhook call refreshes the edge after its answer (after()): the note comes a moment later.
  await expect(async () => {
    await page.goto('/staff/health');
    await expect(page.getByText(`The edge 127.0.0.1:${E2E.edgePort} could not be refreshed`)).toBeVisible({
      timeout: 500,
    });
  }).toPass({ timeout: 10_000 });
  await expect(verdict(page)).toHaveText('One thing needs attention.');
  await expect(page.getByText('Who acts: Whoever runs the edge servers (nginx).')).toBeVisible();
  await checkScreen(page, 'health-problem', [375]);
  await context.close();
});

test('with the CMS down, says so, since when, what it means and who should act', async ({ browser }) => {
  const { context, page } = await signedInAs(browser, 'sales', site);
  await withApiStopped(async () => {
    await page.goto('/staff/health');
    await expect(page.getByText(/^The CMS does not answer \(since .*\)\. Visitors still get every page/)).toBeVisible();
    await expect(
      page.getByText('Who acts: Whoever runs the CMS: ask them to bring it back. Nothing needs doing on the site.'),
    ).toBeVisible();
    await expect(page.getByText(/^The CRM does not answer/)).toBeVisible();
    await expect(fact(page, 'CMS')).toHaveText(/^Does not answer since/);
  });
  await page.goto('/staff/health');
  await expect(fact(page, 'CMS')).toHaveText(/^Answers since/);
  await context.close();
});
