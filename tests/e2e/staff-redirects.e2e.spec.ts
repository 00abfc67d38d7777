// The console's redirects: one added there answers on the site; "Where does this address go?" shows
// each hop and the final page; a loop is refused beside its field with what was typed kept; the list says what the
// site really answers, with who made it and when (in the browser's zone); Remove takes one away; sales cannot open the
// page nor add one with a forged post. Axe at 375 and 1280 px.
import { E2E, E2E_URLS } from '../../scripts/e2e/config.mjs';
import { routes } from '../../lib/routes';
import { adminRedirects } from './support/content-api';
import {
  editorInZone,
  expectAccessible,
  expectBrowserZoneTimes,
  editorsForm,
  expectSalesRefused,
} from './support/console-pages';
import { startStaffSite, type StaffSite } from './support/staff';
import { expect, test, type Page } from './support/test';

const stamp = Date.now().toString(36);
const offer = `/e2e-staff-offer-${stamp}`;
const [oldA, oldB] = [`/e2e-staff-a-${stamp}`, `/e2e-staff-b-${stamp}`];
const SOON = { timeout: 5_000, intervals: [100] };

let site: StaffSite;
test.use({ baseURL: `http://localhost:${E2E.staffPort}` });
test.beforeAll(async () => {
  site = await startStaffSite();
});
test.afterAll(async () => {
  const left = (await adminRedirects('GET', '?limit=1000')) as { id: number; from: string }[];
  for (const { id } of left.filter((row) => row.from.includes(stamp))) await adminRedirects('DELETE', `/${id}`);
  await site?.stop();
});

/** The stored redirects whose old address is `from`. */
const storedFrom = async (from: string) =>
  ((await adminRedirects('GET', '?limit=1000')) as { from: string }[]).filter((row) => row.from === from);

async function addRedirect(page: Page, from: string, to: string, kind: 'Permanent' | 'Temporary' = 'Permanent') {
  await page.getByLabel('From (the old address)').fill(from);
  await page.getByLabel('To (where visitors should land)').fill(to);
  await page.getByLabel(new RegExp(`^${kind}`)).check();
  await page.getByRole('button', { name: 'Add redirect' }).click();
}

/** What the public site (the e2e site, which the CMS's publish hook reaches) answers for `path`, not followed. */
async function siteAnswer(path: string) {
  const response = await fetch(new URL(path, E2E_URLS.site), { redirect: 'manual' });
  await response.body?.cancel();
  return `${response.status} ${response.headers.get('location') ?? ''}`;
}

test.describe.serial('redirects in the console', () => {
  test('a redirect added in the console answers on the site, and the list says so', async ({ browser }) => {
    const { context, page, member } = await editorInZone(browser, site);
    await page.goto('/staff/redirects');
    await addRedirect(page, offer, routes.pricing, 'Temporary');
    await expect(page.getByText(`Added: ${offer} now goes to ${routes.pricing}.`)).toBeVisible();
    await expect(page.getByLabel('From (the old address)')).toHaveValue('');
    await expect.poll(() => siteAnswer(offer), SOON).toBe(`307 ${routes.pricing}`);

    await page.getByLabel('Search redirects').fill(stamp);
    await page.getByRole('button', { name: 'Search' }).click();
    const item = page.getByRole('list', { name: 'Redirects' }).getByRole('listitem').filter({ hasText: offer });
    await expect(item).toContainText('Temporary');
    await expect(item).toContainText(`Answers 307 → ${routes.pricing}`);
    await expect(item).toContainText(`Editor Tester <editor-`);
    await expectBrowserZoneTimes(item);
    const audit = await site.records.kv.readAudit({ personId: member.id, limit: 1 });
    expect(audit[0]).toMatchObject({ action: 'redirect.add', target: `${offer} → ${routes.pricing} (temporary)` });
    await context.close();
  });

  test('a loop is refused with the API’s words beside the field, and what was typed stays', async ({ browser }) => {
    const { context, page } = await editorInZone(browser, site);
    await page.goto('/staff/redirects');
    await addRedirect(page, oldA, oldB);
    await expect(page.getByText(`Added: ${oldA} now goes to ${oldB}.`)).toBeVisible();
    await addRedirect(page, oldB, oldA, 'Temporary');
    const to = page.getByLabel('To (where visitors should land)');
    await expect(to).toHaveAccessibleDescription(new RegExp(`${oldA} leads back to ${oldB} .+would loop`));
    await expect(to).toBeFocused();
    await expect(to).toHaveValue(oldA);
    await expect(page.getByLabel('From (the old address)')).toHaveValue(oldB);
    await expect(page.getByLabel(/^Temporary/)).toBeChecked();
    await context.close();
  });

  test('“Where does this address go?” shows each hop and the final page', async ({ browser }) => {
    const { context, page } = await editorInZone(browser, site);
    await page.goto('/staff/redirects');
    // The old life-at path redirects again (next.config.ts), so this one takes two hops to the page.
    const via = `/e2e-staff-via-${stamp}`;
    await addRedirect(page, via, '/life-at');
    await expect(page.getByText(`Added: ${via} now goes to /life-at.`)).toBeVisible();
    await page.getByLabel('Address on this site').fill(`${site.url}${via}`);
    await page.getByRole('button', { name: 'Follow it' }).click();
    const result = page.getByRole('region', { name: 'Where does this address go?' });
    const hops = result.getByRole('listitem');
    await expect(hops).toHaveText([
      `${via}: answers 308, Location /life-at`,
      `/life-at: answers 308, Location ${routes.lifeAt}`,
    ]);
    await expect(result).toContainText(`Final page: ${routes.lifeAt}, answered 200: “`);
    // Another site's address is not followed.
    await page.getByLabel('Address on this site').fill('https://evil.example/x');
    await page.getByRole('button', { name: 'Follow it' }).click();
    await expect(page.getByLabel('Address on this site')).toHaveAccessibleDescription(/Only addresses on/);
    await context.close();
  });

  test('Remove takes a redirect away: its address is not found again', async ({ browser }) => {
    const { context, page } = await editorInZone(browser, site);
    await page.goto(`/staff/redirects?q=${stamp}`);
    await page.getByRole('button', { name: `Remove the redirect from ${offer}` }).click();
    await expect(page.getByRole('list', { name: 'Redirects' })).not.toContainText(offer);
    await expect.poll(async () => (await siteAnswer(offer)).split(' ')[0], SOON).toBe('404');
    await context.close();
  });
});

test('sales cannot open the redirects, nor add one with a forged post of the editor’s form', async ({ browser }) => {
  await expectSalesRefused(browser, site, ['/staff/redirects']);
  const forged = `/e2e-staff-forged-${stamp}`;
  const fields = { from: forged, to: routes.pricing, kind: 'temporary' };
  const post = await editorsForm(browser, site, '/staff/redirects', 'Add redirect', fields);
  await post('sales');
  expect(await storedFrom(forged)).toEqual([]);
  // The same post from an editor adds it: the refusal above was the role check.
  await post('editor');
  expect(await storedFrom(forged)).toHaveLength(1);
});

for (const width of [375, 1280]) {
  test(`no accessibility violations at ${width} px, with a refusal and a trace on show`, async ({ browser }) => {
    const { context, page } = await editorInZone(browser, site, { viewport: { width, height: 800 } });
    await page.goto(`/staff/redirects?address=${encodeURIComponent('/life-at')}`);
    // Refused, so nothing is stored: an address on another site.
    await addRedirect(page, 'https://evil.example/x', routes.pricing);
    await expect(page.getByLabel('From (the old address)')).toBeFocused();
    await expectAccessible(page, 'redirects');
    await context.close();
  });
}
