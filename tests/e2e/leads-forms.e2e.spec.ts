import { expect, test, type Page } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import {
  asReceived,
  CONTACT_ANSWERS,
  SCHEDULE_ANSWERS,
  fillContactForm,
  fillScheduleForm,
  hiddenFields,
  latestLead,
  leadsAfter,
} from './support/leads';
import { journalSince } from './support/lead-journal';
import { formScriptReady, newVisitor, pastFillMinimum } from './support/visitors';

const site = E2E_URLS.site;
test.use({ extraHTTPHeaders: newVisitor() });

/**
 * Submits a filled form and checks the stand-in received every field, hidden ones included, exactly as sent,
 * once, with the site's lead id: the site stores the lead, thanks the visitor, and its worker delivers it.
 */
async function submitAndCheckStored(
  page: Page,
  submit: string,
  answers: Record<string, string | string[]>,
  landing: string,
  javaScript: boolean,
) {
  const hidden = await hiddenFields(page);
  const before = (await latestLead())?.id ?? 0;
  if (javaScript) await pastFillMinimum(page);
  await page.getByRole('button', { name: submit }).click();
  await page.waitForURL(`${site}${landing}`);
  await expect.poll(async () => (await leadsAfter(before)).length, { timeout: 10_000 }).toBe(1);
  const [lead] = await leadsAfter(before);
  expect(lead?.kind).toBe('crm');
  expect(lead?.fields).toEqual({
    ...hidden,
    ...asReceived(answers),
    lead_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
}

for (const javaScript of [true, false]) {
  test.describe(`with JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test('a schedule-a-call lead is stored whole and the visitor goes on to book a time', async ({ page }) => {
      await page.goto('/schedule-a-call');
      if (javaScript) await formScriptReady(page);
      await fillScheduleForm(page);
      await submitAndCheckStored(page, 'Continue', SCHEDULE_ANSWERS, '/book-an-event', javaScript);
      await expect(page.getByRole('heading', { level: 1, name: 'Select a Date & Time' })).toBeVisible();
    });

    test('a contact lead is stored whole and the visitor lands on thank-you=3 @newcomer-runtime', async ({ page }) => {
      await page.goto('/contact-us');
      if (javaScript) await formScriptReady(page);
      await fillContactForm(page);
      await submitAndCheckStored(page, 'Send Message', CONTACT_ANSWERS, '/thank-you?thank-you=3', javaScript);
    });
  });
}

/** A +1 number keeps the spec's rule: the server checks it, the browser cannot tell a country's numbers. */
async function usNumber(page: Page, typed: string) {
  await page.getByLabel('Phone country code').selectOption('+1 US');
  await page.getByLabel('Phone number').fill(typed);
}

test.describe('browser and server checks on the schedule-a-call form', () => {
  const cases: { name: string; spoil: (page: Page) => Promise<void>; message: string }[] = [
    {
      name: '+1 phone letters',
      spoil: (p) => usNumber(p, '20712abcde'),
      message: 'Please use only numbers',
    },
    {
      name: 'short +1 phone',
      spoil: (p) => usNumber(p, '20712'),
      message: 'Please enter all 10 digits of your phone number',
    },
    {
      name: 'name digits',
      spoil: (p) => p.getByLabel('First name', { exact: true }).fill('Ada2'),
      message: 'Please use only alphabets',
    },
    {
      name: 'last name missing',
      spoil: (p) => p.getByLabel('Last name', { exact: true }).fill(''),
      message: 'Please enter your last name',
    },
    {
      name: 'bad email',
      spoil: (p) => p.getByLabel('Email address').fill('ada-at-home'),
      message: 'Please enter a valid email address, like name@company.com',
    },
    {
      name: 'company missing',
      spoil: (p) => p.getByLabel('Company', { exact: true }).fill(''),
      message: 'Please enter your company name',
    },
    {
      name: 'service duration',
      spoil: async (p) => void (await p.getByLabel('Engagement type').selectOption('')),
      message: 'Please choose how you want to engage your developer',
    },
    {
      name: 'no skill',
      spoil: async (p) => {
        for (const skill of SCHEDULE_ANSWERS.LEADCF11) await p.getByRole('checkbox', { name: skill }).uncheck();
      },
      message: 'Please select at least one skill',
    },
  ];

  for (const { name, spoil, message } of cases) {
    test(`${name} blocks the submit and says "${message}"`, async ({ page }) => {
      await page.goto('/schedule-a-call');
      await fillScheduleForm(page);
      await spoil(page);
      const before = (await latestLead())?.id;
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      expect(page.url()).toBe(`${site}/schedule-a-call`);
      expect((await latestLead())?.id).toBe(before);
    });
  }

  test('company size is required, and the names carry the spec title', async ({ page }) => {
    await page.goto('/schedule-a-call');
    // No pattern: a number outside +1 is as valid as its country says, which only the server knows.
    await expect(page.getByLabel('Phone number')).not.toHaveAttribute('pattern');
    await expect(page.getByLabel('First name', { exact: true })).toHaveAttribute('title', 'Please use only alphabets');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('group', { name: 'Company size' })).toContainText(
      'Please choose the size of your company',
    );
    await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
  });

  test("'Other' reveals the other-skills box", async ({ page }) => {
    await page.goto('/schedule-a-call');
    const other = page.getByLabel('Which other skills?');
    await expect(other).toBeHidden();
    await page.getByRole('checkbox', { name: 'Other' }).check();
    await expect(other).toBeVisible();
    await page.getByRole('checkbox', { name: 'Other' }).uncheck();
    await expect(other).toBeHidden();
  });

  test('the country list holds about 240 codes with +1 chosen', async ({ page }) => {
    await page.goto('/schedule-a-call');
    const select = page.getByLabel('Phone country code');
    expect(await select.locator('option').count()).toBeGreaterThanOrEqual(230);
    await expect(select).toHaveValue('+1 US');
    await expect(select.locator('option:checked')).toHaveText('United States (+1)');
  });
});

for (const javaScript of [true, false]) {
  test.describe(`no lost input, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test("the server's own check names what is missing beside the field and keeps every value", async ({ page }) => {
      await page.goto('/contact-us');
      await fillContactForm(page);
      // What a browser without these checks (or a tampered page) would send: the site's server refuses it.
      await page.locator('form:has([name="LEADCF3"])').evaluate((form) => form.setAttribute('novalidate', ''));
      await page.getByLabel('Inquiry').selectOption('');
      const before = (await latestLead())?.id;
      const sentAt = Date.now();
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByLabel('Inquiry')).toHaveAccessibleDescription('Please choose what your message is about');
      expect(page.url()).toBe(`${site}/contact-us`);
      await expect(page.getByLabel('First name', { exact: true })).toHaveValue(CONTACT_ANSWERS['First Name']);
      await expect(page.getByLabel('Message', { exact: true })).toHaveValue(CONTACT_ANSWERS.Description);
      await expect(page.getByLabel('Phone number')).toHaveValue(CONTACT_ANSWERS.Phone);
      // Nothing was stored (a lead is in the journal before its answer), so nothing can reach the CRM.
      expect(journalSince(sentAt)).toEqual([]);
      expect((await latestLead())?.id).toBe(before);
    });
  });
}

test.describe('spam', () => {
  test.use({ javaScriptEnabled: false });

  test('a filled honeypot is thanked like anyone, and never reaches the CRM', async ({ page, request }) => {
    await page.goto('/contact-us');
    await fillContactForm(page);
    // What a form-filling bot does: the field is off screen and out of the tab order for people.
    await page
      .locator('input[name="website"]')
      .evaluate((input) => ((input as HTMLInputElement).value = 'http://spam.example'));
    const before = (await latestLead())?.id ?? 0;
    const sentAt = Date.now();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(`${site}/thank-you?thank-you=3`);
    // Kept as rejected, which the worker never sends; so the stand-in has nothing new.
    expect(journalSince(sentAt).map((lead) => [lead.state, lead.reason])).toEqual([['rejected', 'honeypot']]);
    expect(await leadsAfter(before)).toEqual([]);
    const health = (await (await request.get('/api/health')).json()) as { leads: { pending: number } };
    expect(health.leads.pending).toBe(0);
  });
});

test.describe('no lost input', () => {
  test('no form turns the browser’s autofill or restoration off', async ({ request }) => {
    for (const path of ['/schedule-a-call', '/contact-us']) {
      expect(await (await request.get(path)).text()).not.toContain('autocomplete="off"');
    }
  });
});
