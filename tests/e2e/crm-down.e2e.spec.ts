import { expect, test, type Locator, type Page } from '@playwright/test';
import { LEAD_FORM_COPY } from '@/lib/copy/lead-forms';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { contentApi } from './support/content-api';
import { CONTACT_ANSWERS, fillContactForm, latestLead } from './support/leads';

// The CRM stand-in lives in the content API: stopping it takes the CRM down. With JavaScript, a CRM
// form that cannot reach it stays on the page with what was typed and says so, instead of the
// browser's error page; once the CRM is back, the same click sends the lead.

const SERVICE = '/services/software-development';

/** Runs `during` with the content API (and its CRM stand-in) stopped, and always starts it again. */
async function withCrmDown(during: () => Promise<void>) {
  await contentApi('stop');
  try {
    await during();
  } finally {
    await contentApi('start');
  }
}

async function expectKeptAndExplained(page: Page, path: string, form: Locator, kept: [label: string, value: string][]) {
  await expect(form.getByRole('alert')).toHaveText(LEAD_FORM_COPY.crmUnreachable);
  await expect(page).toHaveURL(`${E2E_URLS.site}${path}`);
  for (const [label, value] of kept) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
}

test.describe.serial('CRM forms with the CRM down', () => {
  test('the contact form keeps the input, says the CRM did not answer, then sends once it is back', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const before = (await latestLead())?.id ?? 0;
    await withCrmDown(async () => {
      await fillContactForm(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expectKeptAndExplained(page, '/contact-us', form, [
        ['First name', CONTACT_ANSWERS['First Name']],
        ['Email address', CONTACT_ANSWERS.Email],
        ['Message', CONTACT_ANSWERS.Description],
      ]);
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(`${E2E_URLS.site}/thank-you?thank-you=3`);
    expect((await latestLead())?.id).toBeGreaterThan(before);
  });

  test('the service lead form keeps the input, says so, then sends once the CRM is back', async ({ page }) => {
    await page.goto(SERVICE);
    const form = page.locator('form', { has: page.locator('input[name="First Name"]') });
    const typed: [string, string][] = [
      ['First name', 'Katherine'],
      ['Last name', 'Johnson'],
      ['Email address', 'katherine@example.com'],
      ['Phone number', '5551112222'],
      ['Company', 'Orbital Ltd'],
      ['Message', 'We need two analysts.'],
    ];
    await withCrmDown(async () => {
      for (const [label, value] of typed) await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByRole('button', { name: 'Send' }).click();
      await expectKeptAndExplained(page, SERVICE, form, typed);
    });
    await form.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(`${E2E_URLS.site}/thank-you?thank-you=2`);
    expect((await latestLead())?.fields).toMatchObject({
      'First Name': 'Katherine',
      Description: 'We need two analysts.',
    });
  });
});
