import { expect, test } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { contentApi } from './support/content-api';
import {
  asReceived,
  CONTACT_ANSWERS,
  SERVICE_LEAD_ANSWERS,
  fillContactForm,
  fillServiceLeadForm,
  latestLead,
  leadsAfter,
  serviceLeadForm,
} from './support/leads';
import { journalSince } from './support/lead-journal';
import { formScriptReady, newVisitor, pastFillMinimum } from './support/visitors';

// The CRM stand-in lives in the content API: stopping it takes the CRM down. The forms post to the site,
// which stores each lead and thanks the visitor; its worker delivers them once the CRM is back (docs/leads.md).

const SERVICE = '/services/software-development';
test.use({ extraHTTPHeaders: newVisitor() });

test.describe.serial('CRM forms with the CRM down', () => {
  let before = 0;
  let startedAt = 0;
  // Started again once, by the last test or, when a test fails first, here: a second start would orphan the API.
  let down = false;
  test.beforeAll(async () => {
    before = (await latestLead())?.id ?? 0;
    startedAt = Date.now();
    await contentApi('stop');
    down = true;
  });
  test.afterAll(async () => {
    if (down) await contentApi('start');
  });

  test('the contact form, with JavaScript, thanks the visitor', async ({ page }) => {
    await page.goto('/contact-us');
    await formScriptReady(page);
    await fillContactForm(page);
    await pastFillMinimum(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(`${E2E_URLS.site}/thank-you?thank-you=3`);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the service lead form thanks the visitor', async ({ page }) => {
      await page.goto(SERVICE);
      const form = serviceLeadForm(page);
      await fillServiceLeadForm(form);
      await form.getByRole('button', { name: 'Send' }).click();
      await page.waitForURL(`${E2E_URLS.site}/thank-you?thank-you=2`);
    });
  });

  test('once the CRM is back, both leads arrive exactly once, every field as typed, within 30 s', async () => {
    await contentApi('start');
    down = false;
    await expect.poll(async () => (await leadsAfter(before)).length, { timeout: 30_000 }).toBe(2);
    const leads = await leadsAfter(before);
    expect(new Set(leads.map((lead) => lead.fields.lead_id)).size).toBe(2);
    expect(leads.find((lead) => lead.fields.xmIwtLD === 'contact')?.fields).toMatchObject(asReceived(CONTACT_ANSWERS));
    expect(leads.find((lead) => lead.fields.xmIwtLD === 'service-lead')?.fields).toMatchObject(
      asReceived(SERVICE_LEAD_ANSWERS),
    );
    // Both are marked delivered in the site's journal, so its worker will never send either again.
    await expect.poll(() => journalSince(startedAt).map((lead) => lead.state)).toEqual(['delivered', 'delivered']);
    expect(await leadsAfter(before)).toHaveLength(2);
  });
});
