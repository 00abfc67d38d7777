// Real leads the forms once refused: a number outside the US, a name with an apostrophe and a hyphen, on every form
// that asks for them, with JavaScript on and off; and a form the browser fills at once (docs/leads.md).
import { expect, test, type Locator, type Page } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { QUOTE_MESSAGES } from '@site/shared/quote-rules';
import { PHONE_INVALID } from '@/lib/copy/lead-forms';
import { escapeRegExp } from '@/lib/text/escape-regexp';
import { journalSince } from './support/lead-journal';
import {
  CONTACT_ANSWERS,
  fillContactForm,
  fillQuoteForm,
  fillScheduleForm,
  fillServiceLeadForm,
  latestLead,
  leadsAfter,
  quoteForm,
  SCHEDULE_ANSWERS,
  SERVICE_LEAD_ANSWERS,
  serviceLeadForm,
  type StoredLead,
} from './support/leads';
import { autofill, formScriptReady, newVisitor, pastFillMinimum } from './support/visitors';

const site = E2E_URLS.site;
const IRISH = { typed: '+353 1 555 0100', e164: '+35315550100', country: '+353 IE' };

/** A unique address per lead, so a test finds its own lead among the stand-in's. */
const addressFor = (form: string) => `${form}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@eire.example`;

/** The lead the stand-in received from `email` after `before`, once the site's worker delivered it. */
async function arrivalFrom(before: number, email: string): Promise<StoredLead> {
  const mine = async () =>
    (await leadsAfter(before)).filter((lead) => lead.fields.Email === email || lead.fields.email === email);
  await expect.poll(async () => (await mine()).length, { timeout: 10_000 }).toBe(1);
  return (await mine())[0]!;
}

async function send(page: Page, form: Page | Locator, button: string, landing: string, javaScript: boolean) {
  if (javaScript) await pastFillMinimum(form);
  await form.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL(`${site}${landing}`);
}

for (const javaScript of [true, false]) {
  test.describe(`an Irish number and O'Brien-Smith, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    // A visitor of its own per group: the site takes 10 leads per address in 10 minutes.
    test.use({ javaScriptEnabled: javaScript, extraHTTPHeaders: newVisitor() });

    test('reach the CRM from the contact form, the number in E.164', async ({ page }) => {
      const before = (await latestLead())?.id ?? 0;
      const Email = addressFor('contact');
      await page.goto('/contact-us');
      if (javaScript) await formScriptReady(page);
      await fillContactForm(page, {
        ...CONTACT_ANSWERS,
        'First Name': 'Siobhán',
        'Last Name': "O'Brien-Smith",
        Email,
        Phone: IRISH.typed,
      });
      await send(page, page, 'Send Message', '/thank-you?thank-you=3', javaScript);
      expect((await arrivalFrom(before, Email)).fields).toMatchObject({
        'First Name': 'Siobhán',
        'Last Name': "O'Brien-Smith",
        Phone: IRISH.e164,
        LEADCF15: IRISH.country,
      });
    });

    test('reach the CRM from the schedule-a-call form, the country chosen and the number as dialled at home', async ({
      page,
    }) => {
      const before = (await latestLead())?.id ?? 0;
      const Email = addressFor('schedule');
      await page.goto('/schedule-a-call');
      if (javaScript) await formScriptReady(page);
      await fillScheduleForm(page, {
        ...SCHEDULE_ANSWERS,
        'First Name': 'Seán',
        'Last Name': 'O’Brien-Smith',
        Email,
        LEADCF15: IRISH.country,
        Phone: '01 555 0100',
      });
      await send(page, page, 'Continue', '/book-an-event', javaScript);
      expect((await arrivalFrom(before, Email)).fields).toMatchObject({
        'Last Name': 'O’Brien-Smith',
        Phone: IRISH.e164,
        LEADCF15: IRISH.country,
      });
    });

    test('reach the CRM from a service lead form', async ({ page }) => {
      const before = (await latestLead())?.id ?? 0;
      const Email = addressFor('service');
      await page.goto('/services/software-development');
      const form = serviceLeadForm(page);
      if (javaScript) await formScriptReady(form);
      await fillServiceLeadForm(form, {
        ...SERVICE_LEAD_ANSWERS,
        'First Name': 'Mary-Kate',
        'Last Name': "O'Brien-Smith Jr.",
        Email,
        Phone: IRISH.typed,
      });
      await send(page, form, 'Send', '/thank-you?thank-you=2', javaScript);
      expect((await arrivalFrom(before, Email)).fields).toMatchObject({
        'First Name': 'Mary-Kate',
        'Last Name': "O'Brien-Smith Jr.",
        Phone: IRISH.e164,
        LEADCF15: IRISH.country,
      });
    });

    for (const phone of [IRISH, { typed: '+1 416 555 0100', e164: '+14165550100' }]) {
      test(`reach the content API from the quote form, ${phone.typed} in E.164`, async ({ page }) => {
        const before = (await latestLead())?.id ?? 0;
        const email = addressFor('quote');
        await page.goto('/services/hire-development-team');
        if (javaScript) await formScriptReady(quoteForm(page));
        await fillQuoteForm(page, { fullname: "Siobhán O'Brien-Smith", email, phoneno: phone.typed });
        await send(page, quoteForm(page), 'Get a Quote', '/thank-you?thank-you=4', javaScript);
        expect((await arrivalFrom(before, email)).fields).toMatchObject({
          fullname: "Siobhán O'Brien-Smith",
          phoneno: phone.e164,
        });
      });
    }

    test('a number its country has not is refused with what to do, every value kept, nothing stored', async ({
      page,
    }) => {
      await page.goto('/contact-us');
      await fillContactForm(page, { ...CONTACT_ANSWERS, 'Last Name': "O'Brien-Smith", Phone: '01 555' });
      await page.getByLabel('Phone country code').selectOption(IRISH.country);
      const sentAt = Date.now();
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(PHONE_INVALID)),
      );
      await expect(page.getByLabel('Phone number')).toHaveValue('01 555');
      await expect(page.getByLabel('Phone country code')).toHaveValue(IRISH.country);
      await expect(page.getByLabel('Last name', { exact: true })).toHaveValue("O'Brien-Smith");
      // A +1 number keeps the spec's rule and message.
      await page.getByLabel('Phone country code').selectOption('+1 US');
      await page.getByLabel('Phone number').fill('20712abcde');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(/Please use only numbers/);
      expect(journalSince(sentAt)).toEqual([]);
    });

    test('the quote form keeps the spec’s messages for a +1 number and refuses one its country has not', async ({
      page,
    }) => {
      await page.goto('/services/hire-development-team');
      const form = quoteForm(page);
      await fillQuoteForm(page, { fullname: "O'Brien-Smith", email: 'quote@eire.example', phoneno: '12345abcde' });
      await form.getByRole('button', { name: 'Get a Quote' }).click();
      await expect(form.getByText(QUOTE_MESSAGES.phoneNumeric)).toBeVisible();
      await form.getByLabel('Phone country code').selectOption(IRISH.country);
      await form.getByLabel('Phone No.').fill('01 555');
      await form.getByRole('button', { name: 'Get a Quote' }).click();
      // The browser cannot tell an Irish number: with JavaScript too, the server refuses it.
      await expect(form.getByText(QUOTE_MESSAGES.phoneLength)).toBeVisible();
      await expect(form.getByLabel('Phone No.')).toHaveValue('01 555');
    });
  });
}

test.describe('the country a phone starts on', () => {
  test.use({ locale: 'en-IE' });

  test('is the visitor’s language’s with JavaScript, +1 in the HTML', async ({ page, request }) => {
    await page.goto('/contact-us');
    await expect(page.getByLabel('Phone country code')).toHaveValue(IRISH.country);
    const html = await (await request.get('/contact-us')).text();
    expect(html).toContain('<option value="+1 US" selected="">');
  });
});

test.describe('a form the browser fills at once', () => {
  test.use({ extraHTTPHeaders: newVisitor() });
  const answers = (Email: string) => ({
    'First Name': 'Siobhán',
    'Last Name': "O'Brien-Smith",
    Email,
    LEADCF15: IRISH.country,
    Phone: IRISH.typed,
    LEADCF3: CONTACT_ANSWERS.LEADCF3,
    Description: CONTACT_ANSWERS.Description,
  });

  test('sent within a second of the fill, on a page open for 3 s, reaches the CRM in E.164', async ({ page }) => {
    const before = (await latestLead())?.id ?? 0;
    const Email = addressFor('autofill');
    await page.goto('/contact-us');
    // The fill-time rule counts from the page's load, when a reading visitor's time starts.
    await pastFillMinimum(page);
    const filledAt = Date.now();
    await autofill(page.locator('form:has([name="LEADCF3"])'), answers(Email));
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(Date.now() - filledAt).toBeLessThan(1_000);
    await page.waitForURL(`${site}/thank-you?thank-you=3`);
    expect((await arrivalFrom(before, Email)).fields).toMatchObject({
      'Last Name': "O'Brien-Smith",
      Phone: IRISH.e164,
      LEADCF15: IRISH.country,
    });
  });

  test('sent the moment the page loads, is held for review and raises an alert that says so', async ({ page }) => {
    const Email = addressFor('held');
    const sentAt = Date.now();
    await page.goto('/contact-us');
    await formScriptReady(page);
    // The signed load time is there: this send is checked, and too fast.
    await expect(page.locator('input[name="lead_started"]')).not.toHaveValue('');
    await autofill(page.locator('form:has([name="LEADCF3"])'), answers(Email));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(`${site}/thank-you?thank-you=3`);
    const held = journalSince(sentAt).filter((lead) => lead.fields.includes(Email));
    expect(held.map((lead) => [lead.state, lead.reason])).toEqual([['rejected', 'too-fast']]);
    const mail = async () =>
      ((await (await fetch(`${E2E_URLS.control}/alerts`)).json()) as { mail: { subject: string; text: string }[] }).mail
        .filter((message) => message.text.includes(Email))
        .map((message) => message.subject);
    await expect.poll(mail).toEqual(['Held: check it. New lead from the Contact form']);
  });
});
