// Issue 37, sections 4 and 5: a sales person sees a lead the spam checks refused, with the check that caught it;
// releases it and the CRM stand-in receives it once; erases a person (gone from the inbox and from every file the
// sites keep, and a replay of their lead refused); and cannot open other roles' pages. Leads are written into the
// console site's own journal.
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { openSqliteJournal } from '@/lib/leads/sqlite-journal';
import { addressHasher } from '@/lib/leads/suppression';
import type { NewLead } from '@/lib/leads/lead';
import { E2E, E2E_URLS } from '../../scripts/e2e/config.mjs';
import { tracesOf } from '../int/support/person-on-disk';
import { checkScreen } from './support/console-screen';
import { watchCspViolations } from './support/csp';
import { expectSalesRefused } from './support/console-pages';
import { latestLead, leadsAfter } from './support/leads';
import { signedInAs, startStaffSite, type StaffSite } from './support/staff';
import { expect, test, untilHydrated } from './support/test';

let site: StaffSite;
test.beforeAll(async () => {
  site = await startStaffSite();
});
test.afterAll(() => site?.stop());

/** The console site's journal, keyed as the site keys erased addresses (from REVALIDATE_SECRET). */
const journal = () =>
  openSqliteJournal(
    path.join(path.dirname(E2E.dbPath), `leads-${E2E.staffPort}.sqlite`),
    addressHasher(E2E.revalidateSecret),
  );

const randomLetter = () => String.fromCharCode(97 + Math.floor(Math.random() * 26));
/** A last name no earlier run left behind, letters only. */
const newName = () => `Q${Array.from({ length: 8 }, randomLetter).join('')}`;

/** A contact lead as the site stores one, refused by the honeypot, from a unique address and phone. */
function refusedLead(first: string, last = 'Tester') {
  const email = `${first.toLowerCase()}-${uuidv7().slice(-8)}@example.com`;
  const phone = `212${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const lead: NewLead = {
    id: uuidv7(),
    formId: 'contact',
    pageUrl: `${E2E_URLS.site}/contact-us?utm_campaign=q1`,
    attribution: { first: { landing_page: '/' }, latest: { utm_source: 'newsletter', utm_campaign: 'q1' } },
    fields: {
      'First Name': first,
      'Last Name': last,
      Email: email,
      Phone: phone,
      LEADCF3: 'General Questions',
      Description: 'A real person, caught by mistake.',
      xmIwtLD: 'contact',
      returnURL: `${E2E_URLS.site}/contact-us?thank-you=4`,
    },
    rejectedFor: 'honeypot',
  };
  return { email, phone, last, lead };
}

/** A quote as the site stores one, waiting to be delivered to the content API, from a unique address and phone. */
function waitingQuote() {
  const last = newName();
  const email = `quinn-${uuidv7().slice(-8)}@example.com`;
  const phone = `416${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const lead: NewLead = {
    id: uuidv7(),
    formId: 'quote',
    pageUrl: `${E2E_URLS.site}/software-development`,
    attribution: null,
    fields: {
      fullname: `Quinn ${last}`,
      email,
      phoneno: phone,
      description: 'Two React developers for a logistics dashboard.',
      pageUrl: `${E2E_URLS.site}/software-development`,
      service_title: 'Custom Software Development',
    },
  };
  return { email, phone, last, lead };
}

test.setTimeout(40_000);

test('a sales person releases a refused lead once, erases a person for good, and sees no other role’s pages', async ({
  browser,
}) => {
  const [kept, gone] = [refusedLead('Rita'), refusedLead('Erin', newName())];
  const seeded = journal();
  for (const { lead } of [kept, gone]) await seeded.add(lead);
  const crmBefore = (await latestLead())?.id ?? 0;
  const { context, page } = await signedInAs(browser, 'sales', site);
  const cspViolations = await watchCspViolations(page);

  await page.goto(`/staff/leads?q=${encodeURIComponent(kept.email)}`);
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(/^1 lead matches\./);
  const row = page.getByRole('row', { name: /Rita Tester/ });
  await expect(row).toContainText('Rejected as spam');
  await expect(row).toContainText('the hidden field only robots fill in was filled in (honeypot)');
  await expect(row).toContainText('q1');

  await row.getByRole('link', { name: 'Rita Tester' }).click();
  await expect(page).toHaveURL(`/staff/leads/${kept.lead.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rita Tester');
  await checkScreen(page, 'lead');
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Not spam: deliver it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Released' })).toHaveText(
    'Released: it is delivered to its target within a few seconds.',
  );
  await expect(async () => {
    const arrived = (await leadsAfter(crmBefore)).filter((lead) => lead.fields.Email === kept.email);
    expect(arrived.map((lead) => lead.fields.lead_id)).toEqual([kept.lead.id]);
  }).toPass({ timeout: 20_000 });
  const csv = await page.request.get(`/staff/leads/export?q=${encodeURIComponent(kept.email)}`);
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(csv.headers()['cache-control']).toBe('private, no-store');
  const [header, ...rows] = (await csv.text()).trim().split('\n');
  // Every cell quoted (lib/leads/csv.ts), so a reader splitting at `;` keeps each whole.
  expect(header).toMatch(/^"id","form","state",/);
  expect(rows.map((line) => line.slice(0, 39))).toEqual([`"${kept.lead.id}",`]);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^Delivered/).first()).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });

  await page.goto('/staff/leads');
  await untilHydrated(page);
  await page.getByLabel('Their email address').fill(gone.email.toUpperCase());
  await page.getByRole('button', { name: 'Erase this person' }).click();
  await expect(
    page.getByText(/^Erased 1 lead from the site’s inbox, 0 alerts and 0 quotes from the content API/),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Leads by campaign' })).toContainText('q1');
  await checkScreen(page, 'leads');
  expect(await cspViolations(), 'the chart draws within the console’s CSP').toEqual([]);
  await page.goto(`/staff/leads?q=${encodeURIComponent(gone.email)}`);
  await expect(page.getByText(/^0 leads match\./)).toBeVisible();
  // Not a byte of them in any file of the e2e data folder: the journal, its WAL and index, the stores, the API's.
  const dataFolder = path.dirname(E2E.dbPath);
  expect(tracesOf([dataFolder], [gone.email, gone.last, gone.phone])).toEqual([]);
  expect(tracesOf([dataFolder], [kept.email])).not.toEqual([]);
  // A copy of the erased lead sent again (a replay) is refused; still once at the stand-in for the released one.
  await seeded.add(gone.lead);
  expect(await seeded.get(gone.lead.id)).toBeNull();
  await seeded.close();
  expect((await leadsAfter(crmBefore)).filter((lead) => lead.fields.Email === kept.email)).toHaveLength(1);
  await context.close();

  await expectSalesRefused(browser, site, ['/staff/pages']);
  const editor = await signedInAs(browser, 'editor', site);
  const refused = await editor.page.request.get('/staff/leads/export', { maxRedirects: 0 });
  expect(refused.headers().location, 'an editor’s export').toMatch(/\/staff\/forbidden$/);
  await editor.context.close();

  // The audit log outlives an erasure: it says who erased and exported, never whom or what was searched for.
  const admin = await signedInAs(browser, 'admin', site);
  await admin.page.goto('/staff/audit');
  const audit = admin.page.getByRole('table');
  await expect(audit).toContainText('a person (not recorded)');
  await expect(audit).toContainText('q=%28a+search%29');
  for (const { email } of [kept, gone]) await expect(audit).not.toContainText(email.split('@')[0]!);
  await admin.context.close();
});

test('erasing a person reaches their quote in the content API; their lead’s page is the console’s not-found', async ({
  browser,
}) => {
  const quote = waitingQuote();
  const seeded = journal();
  const before = (await latestLead())?.id ?? 0;
  await seeded.add(quote.lead);
  await seeded.close();
  const storedQuotes = async () =>
    (await leadsAfter(before)).filter((lead) => lead.kind === 'quote' && lead.fields.email === quote.email);
  await expect.poll(async () => (await storedQuotes()).length, { timeout: 20_000 }).toBe(1);
  const { context, page } = await signedInAs(browser, 'sales', site);

  await page.goto(`/staff/leads/${quote.lead.id}`);
  await expect(
    page.getByText(/^Quotes do not go to the CRM: the site delivers each quote to the content API/),
  ).toBeVisible();

  await page.goto('/staff/leads');
  await page.getByLabel('Their email address').fill(quote.email);
  await page.getByRole('button', { name: 'Erase this person' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Erased/ })).toHaveText(
    /^Erased 1 lead from the site’s inbox, 0 alerts and 1 quote from the content API, and the address suppressed\./,
  );
  expect(await storedQuotes()).toEqual([]);
  // Not a byte of the quote left in any file: the console site's journal, the content API's database.
  expect(tracesOf([path.dirname(E2E.dbPath)], [quote.email, quote.last, quote.phone])).toEqual([]);

  await page.getByLabel('Their email address').fill(quote.email);
  await page.getByRole('button', { name: 'Erase this person' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'nothing was erased' })).toHaveText(
    `No lead matched ${quote.email}: nothing was erased.`,
  );

  const gone = await page.goto(`/staff/leads/${quote.lead.id}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This lead is not here');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await checkScreen(page, 'lead not found');
  await page.getByRole('link', { name: 'Back to the leads' }).click();
  await expect(page).toHaveURL('/staff/leads');
  await context.close();
});
