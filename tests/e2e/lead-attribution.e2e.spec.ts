// Where each lead came from: a visitor lands from a campaign link, browses, sends the contact
// form; the CRM stand-in receives the fields CRM_ATTRIBUTION_FIELDS maps (scripts/e2e/servers.mjs). Nothing is kept
// in a cookie and nothing leaves the page before the submit. Without JavaScript the form's page gives the same.
import { expect, test, type Page, type Request } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { journalSince } from './support/lead-journal';
import { asReceived, CONTACT_ANSWERS, fillContactForm, latestLead, leadsAfter } from './support/leads';
import { formScriptReady, newVisitor, pastFillMinimum } from './support/visitors';

const site = E2E_URLS.site;
const CAMPAIGN = '?utm_source=newsletter&utm_campaign=q1&gclid=abc';
/** What the map sends: the first touch's utm_source and gclid, the latest touch's utm_campaign. */
const MAPPED = { LEADCF20: 'newsletter', LEADCF21: 'q1', LEADCF22: 'abc' };
test.use({ extraHTTPHeaders: newVisitor() });

/** Sends the filled form and answers what the stand-in stored and what the site's journal kept. */
async function send(page: Page, javaScript: boolean) {
  const before = (await latestLead())?.id ?? 0;
  const since = Date.now() - 1_000;
  if (javaScript) await pastFillMinimum(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForURL(`${site}/thank-you?thank-you=3`);
  await expect.poll(async () => (await leadsAfter(before)).length, { timeout: 10_000 }).toBe(1);
  const [stored] = await leadsAfter(before);
  // This lead's own row, by the id the CRM received: the test before sent the same answers within the last second.
  const journal = journalSince(since).find((row) => row.id === stored?.fields.lead_id);
  return { fields: stored?.fields, attribution: JSON.parse(journal?.attribution ?? 'null') as unknown, journal };
}

test('with JavaScript: landing from a campaign, two pages on, the contact lead carries its touches', async ({
  page,
  context,
}) => {
  const early: Request[] = [];
  const collect = (request: Request) => early.push(request);
  page.on('request', collect);
  await page.goto(`/${CAMPAIGN}`);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('lead-attribution'))).toContain('newsletter');
  // A client-side navigation keeps the document (the marker survives) and is recorded as a page view.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('footer a[href="/about-us"]').first().click();
  await page.waitForURL(`${site}/about-us`);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await page.goto('/contact-us');
  await formScriptReady(page);
  await fillContactForm(page);

  // Before the submit: no cookie, nothing sent but the site's own pages, scripts and the form's fill-time token.
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  for (const request of early) {
    expect(new URL(request.url()).origin, request.url()).toBe(site);
    expect(request.postData() ?? '', request.url()).not.toMatch(/newsletter|gclid|abc/);
  }
  page.off('request', collect);

  const { fields, attribution, journal } = await send(page, true);
  expect(fields).toMatchObject({ ...asReceived(CONTACT_ANSWERS), ...MAPPED });
  expect(attribution).toEqual({
    first: { landing_page: `/${CAMPAIGN}`, utm_source: 'newsletter', utm_campaign: 'q1', gclid: 'abc' },
    latest: { landing_page: `/${CAMPAIGN}`, utm_source: 'newsletter', utm_campaign: 'q1', gclid: 'abc' },
  });
  expect(journal?.privacy_notice).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(await context.cookies()).toEqual([]);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the page the form was on, and its utm_ and click id, are the lead’s touches', async ({ page }) => {
    await page.goto(`/contact-us${CAMPAIGN}`);
    await fillContactForm(page);
    const { fields, attribution } = await send(page, false);
    expect(fields).toMatchObject({ ...asReceived(CONTACT_ANSWERS), ...MAPPED });
    const touch = {
      landing_page: `/contact-us${CAMPAIGN}`,
      utm_source: 'newsletter',
      utm_campaign: 'q1',
      gclid: 'abc',
    };
    expect(attribution).toEqual({ first: touch, latest: touch });
  });
});
