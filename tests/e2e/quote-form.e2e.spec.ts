import { expect, test, type Page } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { QUOTE_MESSAGES } from '@site/shared/quote-rules';
import { FILL_TOKEN_PATH } from '@/lib/forms/state';
import { withApiStopped } from './support/content-api';
import { fillQuoteForm as fill, latestLead, leadsAfter, quoteForm as form } from './support/leads';
import { journalSince } from './support/lead-journal';
import { formScriptReady, newVisitor, pastFillMinimum } from './support/visitors';

const SERVICE = 'hire-development-team';
const PATH = `/services/${SERVICE}`;

// Only this test's quotes: the same visitor's from an earlier run (same database) must not count.
let before = 0;
test.beforeEach(async () => {
  before = (await latestLead())?.id ?? 0;
});
const quotesFrom = async (email: string) =>
  (await leadsAfter(before)).filter((lead) => lead.kind === 'quote' && lead.fields.email === email);

/** Every POST but the fill-time token's: the lead submissions. */
function leadPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && !request.url().endsWith(FILL_TOKEN_PATH)) posts.push(request.url());
  });
  return posts;
}

test.use({ extraHTTPHeaders: newVisitor() });

test.describe.serial('the quote form', () => {
  test('shows every message in red under its field, logs one line and sends nothing', async ({ page }) => {
    await page.goto(PATH);
    const posts = leadPosts(page);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    const quote = form(page);
    const submit = quote.getByRole('button', { name: 'Get a Quote' });

    await submit.click();
    for (const message of [QUOTE_MESSAGES.nameRequired, QUOTE_MESSAGES.emailRequired, QUOTE_MESSAGES.phoneRequired])
      await expect(quote.getByText(message)).toBeVisible();
    await expect(quote.getByText(QUOTE_MESSAGES.nameRequired)).toHaveCSS('color', 'rgb(198, 40, 40)');
    expect(logs.filter((line) => line.includes('Quote form not sent'))).toHaveLength(1);

    await fill(page, { fullname: 'Ada', email: 'ada@example', phoneno: '12345' });
    await submit.click();
    await expect(quote.getByText(QUOTE_MESSAGES.emailInvalid)).toBeVisible();
    await expect(quote.getByText(QUOTE_MESSAGES.phoneLength)).toBeVisible();

    await fill(page, { fullname: 'Ada', email: 'ada@example.com', phoneno: '12345abcde' });
    await submit.click();
    await expect(quote.getByText(QUOTE_MESSAGES.phoneNumeric)).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('a good request, double-clicked, is sent once, lands on thank-you=4 and is delivered once', async ({ page }) => {
    await page.goto(PATH);
    const posts = leadPosts(page);
    await formScriptReady(form(page));
    await fill(page, {
      fullname: 'Grace Hopper',
      email: 'grace@example.com',
      phoneno: '5551234567',
      description: 'A team of four',
    });
    await pastFillMinimum(form(page));
    await form(page).getByRole('button', { name: 'Get a Quote' }).dblclick();
    await expect(page).toHaveURL(/\/thank-you\?thank-you=4$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for requesting a quote');
    expect(posts).toHaveLength(1);
    // The site's worker delivers it from the journal, within a pass or two.
    await expect.poll(async () => (await quotesFrom('grace@example.com')).length, { timeout: 10_000 }).toBe(1);
    expect((await quotesFrom('grace@example.com'))[0]?.fields).toMatchObject({
      fullname: 'Grace Hopper',
      email: 'grace@example.com',
      phoneno: '+15551234567',
      description: 'A team of four',
      pageUrl: `${E2E_URLS.site}${PATH}`,
      service_title: 'Dedicated Development Teams',
    });
  });

  test('with the content API down the visitor is thanked, and the quote arrives once within 30 s of its return', async ({
    page,
  }) => {
    await page.goto(PATH);
    await withApiStopped(async () => {
      await formScriptReady(form(page));
      await fill(page, {
        fullname: 'Alan Turing',
        email: 'alan@example.com',
        phoneno: '5559876543',
        description: 'Keep me',
      });
      await pastFillMinimum(form(page));
      const sentAt = Date.now();
      await form(page).getByRole('button', { name: 'Get a Quote' }).click();
      await expect(page).toHaveURL(/\/thank-you\?thank-you=4$/);
      // The worker's first attempt failed and the lead waits out its back-off.
      await expect
        .poll(() => journalSince(sentAt).map((lead) => [lead.state, lead.attempts > 0]), { timeout: 15_000 })
        .toEqual([['pending', true]]);
    });
    await expect.poll(async () => (await quotesFrom('alan@example.com')).length, { timeout: 30_000 }).toBe(1);
    expect((await quotesFrom('alan@example.com'))[0]?.fields).toMatchObject({
      fullname: 'Alan Turing',
      description: 'Keep me',
    });
  });
});

test.describe('the quote form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('answers with the messages beside the fields, keeps the values, then submits', async ({ page }) => {
    await page.goto(PATH);
    const typed = { fullname: 'Linus', email: 'not-an-email', phoneno: '123', description: 'Kept by the server' };
    await fill(page, typed);
    await form(page).getByRole('button', { name: 'Get a Quote' }).click();
    await expect(form(page).getByText(QUOTE_MESSAGES.emailInvalid)).toBeVisible();
    await expect(form(page).getByText(QUOTE_MESSAGES.phoneLength)).toBeVisible();
    // A new page from the server: every field, not only the name, must come back as typed.
    await expect(form(page).getByLabel('Name', { exact: true })).toHaveValue(typed.fullname);
    await expect(form(page).getByLabel('Email', { exact: true })).toHaveValue(typed.email);
    await expect(form(page).getByLabel('Phone No.')).toHaveValue(typed.phoneno);
    await expect(form(page).getByLabel('Tell us about your project')).toHaveValue(typed.description);

    await fill(page, { ...typed, email: 'linus@example.com', phoneno: '5550001111' });
    await form(page).getByRole('button', { name: 'Get a Quote' }).click();
    await expect(page).toHaveURL(/\/thank-you\?thank-you=4$/);
    await expect.poll(async () => (await quotesFrom('linus@example.com')).length, { timeout: 10_000 }).toBe(1);
    expect((await quotesFrom('linus@example.com'))[0]?.fields).toMatchObject({
      fullname: 'Linus',
      phoneno: '+15550001111',
      description: 'Kept by the server',
    });
  });
});
