// The lead inbox: a sales person sees a lead the spam checks refused, with the check that caught it;
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

/** A schedule-a-call lead as the site stores one: what the visitor typed, and what the site set for the CRM. */
function scheduledCall() {
  const unique = uuidv7().slice(-8);
  const phone = `416${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const lead: NewLead = {
    id: uuidv7(),
    formId: 'schedule-a-call',
    pageUrl: `${E2E_URLS.site}/schedule-a-call`,
    attribution: {
      first: {
        landing_page: '/?utm_source=newsletter',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'nov',
      },
      latest: { landing_page: '/pricing', utm_source: 'linkedin', utm_campaign: 'nov', utm_content: `hero-${unique}` },
    },
    fields: {
      'First Name': 'Zoë',
      'Last Name': newName(),
      Email: `zoe-${unique}@example.com`,
      Phone: phone,
      LEADCF15: '+1 US',
      Company: 'Café 北京',
      LEADCF14: '11-50',
      LEADCF11: ['React', 'Go'],
      LEADCF13: 'Full Time',
      Description: 'Two developers, from May.',
      LEADCF1: 'Remote Talent Leads',
      'Lead Source': 'Website',
      xnQsjsdp: 'web-to-lead',
      xmIwtLD: 'schedule-a-call',
      actionType: 'TGVhZHM=',
      returnURL: `${E2E_URLS.site}/book-event`,
      LEADCF17: `${E2E_URLS.site}/schedule-a-call`,
      skill_count: '13',
    },
  };
  return { lead, unique, phone, email: lead.fields.Email as string, name: `Zoë ${lead.fields['Last Name']}` };
}

test('a lead reads in words: found by phone or campaign, labelled as its form, its source a sentence, its CSV clean', async ({
  browser,
}) => {
  const call = scheduledCall();
  const seeded = journal();
  await seeded.add(call.lead);
  await seeded.close();
  const { context, page } = await signedInAs(browser, 'sales', site);
  const [area, exchange, line] = [call.phone.slice(0, 3), call.phone.slice(3, 6), call.phone.slice(6)];
  for (const search of [`+1 (${area}) ${exchange}-${line}`, `${area}-${exchange}-${line}`, `hero-${call.unique}`]) {
    await page.goto('/staff/leads');
    await page.getByLabel('Name, email, phone, company or campaign').fill(search);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'match' }), search).toHaveText(/^1 lead matches\./);
  }

  await page.getByRole('link', { name: call.name }).click();
  const typed = page.getByRole('region', { name: 'What they typed' });
  const labels = ['First name', 'Last name', 'Email address', 'Phone country code', 'Phone number', 'Company'];
  const more = ['Company size', 'Skills you need', 'Engagement type', 'About your project (optional)'];
  await expect(typed.locator('dt')).toHaveText([...labels, ...more]);
  await expect(typed.getByRole('link', { name: call.email })).toHaveAttribute('href', `mailto:${call.email}`);
  await expect(typed.getByRole('link', { name: call.phone })).toHaveAttribute('href', `tel:+1${call.phone}`);
  const source = page.getByRole('region', { name: 'Where they came from' }).getByRole('paragraph');
  await expect(source.first()).toHaveText('First came from newsletter, email, campaign nov, on /.');
  await expect(source.nth(1)).toHaveText(
    `Latest campaign link: linkedin, campaign nov, content hero-${call.unique}, on /pricing.`,
  );
  for (const internal of ['LEADCF', 'xnQsjsdp', 'xmIwtLD', 'returnURL', 'actionType', 'skill_count', 'for the CRM'])
    await expect(page.locator('main')).not.toContainText(internal);
  await checkScreen(page, 'lead-in-words');

  const csv = await (await page.request.get(`/staff/leads/export?q=${encodeURIComponent(call.email)}`)).body();
  expect([...csv.subarray(0, 3)], 'a UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf]);
  const [header, row, ...rest] = csv.toString('utf8').slice(1).split('\r\n');
  expect(rest).toEqual(['']);
  const cells = (text: string) =>
    [...text.matchAll(/"((?:[^"]|"")*)"/g)].map(([, cell]) => cell!.replaceAll('""', '"'));
  const sheet = Object.fromEntries(cells(header!).map((name, n) => [name, cells(row!)[n]]));
  expect(sheet).toMatchObject({
    Name: call.name,
    Email: call.email,
    Phone: `${call.phone} (+1 US)`,
    Company: 'Café 北京',
    Message: 'Two developers, from May.',
    Form: 'Schedule a call',
    'Skills you need': 'React; Go',
    'First came from': 'newsletter, email, campaign nov, on /',
  });
  for (const internal of ['LEADCF', 'xnQsjsdp', 'xmIwtLD', 'returnURL', 'actionType', '_token', 'web-to-lead'])
    expect(csv.toString('utf8')).not.toContain(internal);
  await context.close();
});

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
  const [header, ...rows] = (await csv.text()).trim().split('\r\n');
  // Every cell quoted (lib/leads/csv.ts), so a reader splitting at `;` keeps each whole.
  // text() decodes as UTF-8 and drops the byte order mark (the test above reads the bytes).
  expect(header).toMatch(/^"Received \(UTC\)","Name","Email",/);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatch(new RegExp(`^"[^"]+","Rita Tester","${kept.email}",.*"${kept.lead.id}"$`));
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
