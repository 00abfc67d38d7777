// Leads as a visitor (or a stranger) sends them in the browser: a long quote in Chinese is
// delivered whole, names in any script are accepted, and no posted field sets what the CRM does with a lead.
import { expect, test, type Page } from './support/test';
import { longestMessage } from './support/guarantee';
import {
  CONTACT_ANSWERS,
  fillContactForm,
  fillQuoteForm,
  latestLead,
  leadsAfter,
  quoteForm,
  type StoredLead,
} from './support/leads';
import { formScriptReady, newVisitor, pastFillMinimum } from './support/visitors';

test.use({ extraHTTPHeaders: newVisitor() });

/** The one lead the stand-in stores after `before`, once the site's worker has delivered it. */
async function arrival(before: number): Promise<StoredLead> {
  await expect.poll(async () => (await leadsAfter(before)).length, { timeout: 10_000 }).toBe(1);
  return (await leadsAfter(before))[0]!;
}

async function sendContact(page: Page, answers: typeof CONTACT_ANSWERS, beforeSubmit?: () => Promise<void>) {
  await page.goto('/contact-us');
  await formScriptReady(page);
  await fillContactForm(page, answers);
  await beforeSubmit?.();
  await pastFillMinimum(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForURL('/thank-you?thank-you=3');
}

test('a quote with the longest description in Chinese is thanked and reaches the content API whole', async ({
  page,
}) => {
  const before = (await latestLead())?.id ?? 0;
  const description = longestMessage(`quote-${Date.now()}`);
  await page.goto('/services/hire-development-team');
  await formScriptReady(quoteForm(page));
  await fillQuoteForm(page, { fullname: '王小明', email: 'wang@example.cn', phoneno: '5559876543', description });
  await pastFillMinimum(quoteForm(page));
  await quoteForm(page).getByRole('button', { name: 'Get a Quote' }).click();
  await page.waitForURL('/thank-you?thank-you=4');
  const lead = await arrival(before);
  expect(lead.kind).toBe('quote');
  expect(lead.fields).toMatchObject({ fullname: '王小明', description });
});

for (const [first, last] of [
  ['José', 'Nguyễn'],
  ['Zoë', '李'],
] as const) {
  test(`a visitor named ${first} ${last} sends the contact form`, async ({ page }) => {
    const before = (await latestLead())?.id ?? 0;
    const answers = {
      ...CONTACT_ANSWERS,
      'First Name': first,
      'Last Name': last,
      Email: `${Date.now()}@names.example`,
    };
    await sendContact(page, answers);
    expect((await arrival(before)).fields).toMatchObject({ 'First Name': first, 'Last Name': last });
  });
}

test('the browser still refuses a name with digits, in the spec’s words', async ({ page }) => {
  await page.goto('/contact-us');
  await formScriptReady(page);
  await fillContactForm(page, { ...CONTACT_ANSWERS, 'First Name': 'Ada2' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please use only alphabets')).toBeVisible();
  await expect(page).toHaveURL(/\/contact-us$/);
});

test('fields a visitor adds to the form never reach the CRM, and the hidden ones are the site’s own', async ({
  page,
}) => {
  const before = (await latestLead())?.id ?? 0;
  const injected = {
    'Lead Status': 'Qualified',
    LEADCF1: 'Enterprise Deal',
    'Lead Source': 'Partner Referral',
    'Lead Owner': 'eve@attacker.example',
    padding: 'x'.repeat(2_900),
  };
  await sendContact(page, { ...CONTACT_ANSWERS, Email: `${Date.now()}@injected.example` }, () =>
    page.locator('form').evaluate((form, fields) => {
      for (const [name, value] of Object.entries(fields)) {
        form.querySelector(`input[name="${name}"]`)?.remove();
        form.insertAdjacentHTML('beforeend', '<input type="hidden">');
        Object.assign(form.lastElementChild as HTMLInputElement, { name, value });
      }
    }, injected),
  );
  const { fields } = await arrival(before);
  expect(fields).toMatchObject({
    'Lead Status': 'Not Contacted',
    LEADCF1: 'Remote Talent Leads',
    'Lead Source': 'Website',
  });
  expect(fields).not.toHaveProperty('Lead Owner');
  expect(fields).not.toHaveProperty('padding');
});
