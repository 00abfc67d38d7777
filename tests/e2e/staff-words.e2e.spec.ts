// The console as a person reads it: every time on its screens in the reader's own zone, named (never UTC to a
// reader elsewhere, never "GMT-5"), the leads filter's days read in that zone; and Health, Pages, Web Vitals and the
// audit log in sentences, their raw terms behind a closed "Technical details".
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { addressHasher } from '@/lib/leads/suppression';
import { openSqliteJournal } from '@/lib/leads/sqlite-journal';
import { auditRecord } from '@/lib/staff/audit/audit-record';
import { formatInstant } from '@/lib/staff/time-format';
import { openSqliteVitals } from '@/lib/vitals/sqlite-store';
import { E2E, E2E_URLS } from '../../scripts/e2e/config.mjs';
import { callWebhook } from './support/content-api';
import { checkScreen } from './support/console-screen';
import { signedInAs, startStaffSite, type StaffSite } from './support/staff';
import { expect, test, type Page } from './support/test';

let site: StaffSite;
test.beforeAll(async () => {
  site = await startStaffSite({ env: { EDGE_REFRESH_URLS: '' } });
});
test.afterAll(() => site?.stop());

const SCREENS = ['/staff/pages?path=/pricing', '/staff/health', '/staff/leads', '/staff/content', '/staff/schedule'];
const MORE_SCREENS = ['/staff/audit', '/staff/vitals'];
const ZONES = [
  { timezoneId: 'Europe/Paris', name: 'Central European Standard Time', short: /, \d\d:\d\d CES?T$/ },
  { timezoneId: 'America/Bogota', name: 'Colombia Standard Time', short: /, \d\d:\d\d Colombia Standard Time$/ },
];

/** A lead in the console site's own journal (refused as spam, so nothing is sent on), from a unique address. */
async function seedLead() {
  const journal = openSqliteJournal(
    path.join(path.dirname(E2E.dbPath), `leads-${E2E.staffPort}.sqlite`),
    addressHasher(E2E.revalidateSecret),
  );
  const email = `zone-${uuidv7().slice(-8)}@example.com`;
  await journal.add({
    id: uuidv7(),
    formId: 'contact',
    pageUrl: `${E2E_URLS.site}/contact-us`,
    attribution: { first: { landing_page: '/' }, latest: {} },
    fields: { 'First Name': 'Zia', 'Last Name': 'Zone', Email: email, Description: 'Times, please.' },
    rejectedFor: 'honeypot',
  });
  await journal.close();
  return email;
}

/** What the screen shows (closed details left out) names no UTC and no bare offset; each time is in `zone`. */
async function expectZoneTimes(page: Page, zone: (typeof ZONES)[number], screen: string) {
  const main = page.locator('main');
  await expect(main, screen).not.toContainText(/\bUTC\b|GMT[+\-−]\d/, { useInnerText: true });
  for (const time of await main.locator('time').all()) {
    const instant = (await time.getAttribute('datetime'))!;
    await expect(time, screen).toHaveText(formatInstant(instant, zone.timezoneId));
    await expect(time, screen).toHaveText(zone.short);
  }
}

/** An admin's audit line as the console writes it: a record's state saved, with the values sent. */
async function seedAuditLine(name: string) {
  const who = { id: uuidv7(), name, email: `${name.toLowerCase()}@example.com`, role: 'admin' as const, joinedAt: 0 };
  const target = 'blog hello: {"state":"live","publish_at":null,"unpublish_at":null}';
  await site.records.kv.appendAudit(
    auditRecord({ who, action: 'record.publication', target, result: 'saved' }, Date.now()),
    60_000,
  );
}

for (const zone of ZONES) {
  test(`every screen writes its times in ${zone.timezoneId} by the zone’s name; the leads filter reads days there`, async ({
    browser,
    request,
  }) => {
    expect((await callWebhook(request, { type: 'pricing' }, { site: site.url })).status()).toBe(200);
    const email = await seedLead();
    await seedAuditLine('Zed');
    const { context, page } = await signedInAs(browser, 'admin', site, undefined, { timezoneId: zone.timezoneId });
    for (const screen of [...SCREENS, ...MORE_SCREENS]) {
      await page.goto(screen);
      await expectZoneTimes(page, zone, screen);
    }
    // Times a person must see: the page's render, Health's facts, the lead's arrival, the audit line.
    for (const [screen, least] of [
      ['/staff/pages?path=/pricing', 1],
      ['/staff/health', 3],
      ['/staff/audit', 1],
    ] as const) {
      await page.goto(screen);
      expect(await page.locator('main time').count(), screen).toBeGreaterThanOrEqual(least);
    }

    await page.goto('/staff/leads');
    await expect(page.getByLabel(`From (${zone.name})`)).toBeVisible();
    await expect(page.getByLabel(`To (${zone.name})`)).toBeVisible();
    // Today in the reader's zone, which is not the server's day for some hours of every day.
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: zone.timezoneId });
    await page.getByLabel('Name, email, phone, company or campaign').fill(email);
    await page.getByLabel(`From (${zone.name})`).fill(today);
    await page.getByLabel(`To (${zone.name})`).fill(today);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`zone=${encodeURIComponent(zone.timezoneId)}`));
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(/^1 lead matches\./);
    await expectZoneTimes(page, zone, 'the filtered leads');
    await expect(page.locator('main time')).not.toHaveCount(0);
    await context.close();
  });
}

/** The Health fact labelled `label`. */
const fact = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('Health, Pages, Web Vitals and the audit log speak in sentences, the raw terms behind “Technical details”', async ({
  browser,
  request,
}) => {
  expect((await callWebhook(request, { type: 'pricing' }, { site: site.url })).status()).toBe(200);
  const vitals = openSqliteVitals(E2E.vitalsDb);
  const view = { device: 'desktop', connection: '4g', navigation: 'first', metrics: { LCP: 1_200, FCP: 800 } } as const;
  await vitals.add({ ...view, page: '/blog-details/[slug]' }, Date.now());
  await vitals.close();
  await seedAuditLine('Ana');
  const { context, page } = await signedInAs(browser, 'admin', site);

  await page.goto('/staff/health');
  await expect(fact(page, 'Last content change')).toContainText(
    'The last content change (the pricing list) refreshed 1 page',
    { useInnerText: true },
  );
  await expect(fact(page, 'Edge servers')).toContainText('None: visitors get pages straight from the site.', {
    useInnerText: true,
  });
  for (const raw of ['{"type":"pricing"}', 'marked stale', /process \d+/, 'EDGE_REFRESH_URLS'])
    await expect(page.locator('main'), String(raw)).not.toContainText(raw, { useInnerText: true });
  await fact(page, 'Answered by').getByText('Technical details').click();
  await expect(fact(page, 'Answered by').getByText(/, process \d+/)).toBeVisible();

  await page.goto('/staff/pages?path=/pricing');
  await page.getByRole('button', { name: 'Refresh this page' }).click();
  await expect(page.getByTestId('refresh-result')).toBeVisible();
  const steps = page.getByRole('log', { name: 'Steps' });
  await expect(steps).toContainText('Every page this change touches is marked for a new copy', { useInnerText: true });
  await expect(steps).not.toContainText('cache tag', { useInnerText: true });
  await steps.getByText('Technical details').click();
  await expect(steps.getByText(/\d+ cache tags? marked stale/)).toBeVisible();

  await page.goto('/staff/vitals?days=1');
  const table = page.getByRole('table', { name: /what 3 visitors in 4 got/ });
  await expect(table.getByRole('columnheader', { name: 'What 3 visitors in 4 got, or better' })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'Post pages' }).filter({ hasText: 'desktop' });
  await expect(row.filter({ hasText: 'Main content shown' })).not.toHaveCount(0);
  await expect(page.getByText('Main content shown', { exact: true }).last()).toBeVisible();
  await expect(page.getByText('how long the main content took to appear.')).toBeVisible();
  for (const raw of ['p75', 'LCP', 'FCP', 'TTFB', '/blog-details/[slug]'])
    await expect(page.locator('main'), raw).not.toContainText(raw, { useInnerText: true });
  await page.getByText('Technical details').click();
  await expect(page.getByText(/Post pages: \/blog-details\/\[slug\]/)).toBeVisible();
  await expect(page.getByText(/Main content shown: LCP, Largest Contentful Paint/)).toBeVisible();

  await page.goto('/staff/audit');
  const line = page.getByRole('row').filter({ hasText: 'Ana (ana@example.com)' }).first();
  await expect(line).toContainText('Changed the state and schedule of the post “hello”: saved.', {
    useInnerText: true,
  });
  await expect(line).not.toContainText('{', { useInnerText: true });
  await checkScreen(page, 'audit-sentences', [375]);
  await line.getByText('Technical details').click();
  await expect(line.getByText(/"state":"live"/)).toBeVisible();
  await context.close();
});
