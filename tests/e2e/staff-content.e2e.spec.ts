// The console's drafts, preview links and schedule: a draft's preview link made and copied in the
// console opens the preview, and revoked there it no longer does; times are shown in the browser's zone (Paris
// here), and one typed there reaches the CMS as that instant; the schedule shows the next 14 days; sales cannot open
// these pages nor make a link with a forged post. Axe at 375 and 1280 px, nothing scrolling sideways.
import { E2E } from '../../scripts/e2e/config.mjs';
import { adminGet, adminRemove, adminWrite } from './support/content-api';
import { draftPost } from './support/preview';
import {
  BROWSER_ZONE,
  editorInZone,
  expectAccessible,
  expectBrowserZoneTimes,
  editorsForm,
  expectSalesRefused,
} from './support/console-pages';
import { startStaffSite, type StaffSite } from './support/staff';
import { routes } from '../../lib/routes';
import { expect, test, type Page } from './support/test';

const stamp = Date.now().toString(36);
const draft = { slug: `e2e-staff-draft-${stamp}`, title: `Console draft ${stamp}` };
const soon = { slug: `e2e-staff-soon-${stamp}`, title: `Console scheduled ${stamp}` };
const closing = { slug: `e2e-staff-closing-${stamp}`, title: `Console opening ${stamp}` };
const live = { slug: `e2e-staff-live-${stamp}`, title: `Console live ${stamp}` };
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

let site: StaffSite;
test.use({ baseURL: `http://localhost:${E2E.staffPort}` });

test.beforeAll(async () => {
  site = await startStaffSite();
  await adminWrite('blogs', draft.slug, draftPost(draft.title));
  await adminWrite('blogs', soon.slug, { ...draftPost(soon.title), status: 'published', publish_at: inDays(3) });
  await adminWrite('blogs', live.slug, { ...draftPost(live.title), status: 'published' });
  await adminWrite('openings', closing.slug, {
    job_title: closing.title,
    job_required_experience: '3+ years',
    job_location: 'Toronto, Canada',
    job_opening_date: new Date().toISOString().slice(0, 10),
    location_id: 1,
    description: '<p>Closes soon.</p>',
    valid_through: inDays(5).toISOString().slice(0, 10),
  });
});

test.afterAll(async () => {
  await adminRemove('blogs', draft.slug);
  await adminRemove('blogs', soon.slug);
  await adminRemove('blogs', live.slug);
  await adminRemove('openings', closing.slug);
  await site?.stop();
});

const stored = (slug: string) =>
  adminGet<{ state: string; publish_at: string | null; unpublish_at: string | null }>(`blogs/${slug}`);
const linksOf = (slug: string) => adminGet<{ id: number }[]>(`preview-links?type=blog&slug=${slug}`);

const openRecord = async (page: Page, title: string) => {
  await page.goto('/staff/content');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
};

test('a draft’s preview link, made and copied in the console, opens the preview; revoked there, it opens nothing', async ({
  browser,
}) => {
  const { context, page, member } = await editorInZone(browser, site);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  await page.goto('/staff/content');
  const listed = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: draft.title, exact: true }) });
  await expect(listed).toContainText('Draft');
  await expectBrowserZoneTimes(listed);
  await expectAccessible(page, 'content');
  await openRecord(page, draft.title);

  await page.getByRole('button', { name: 'Create preview link' }).click();
  const made = page.getByRole('heading', { name: /^New preview link \d+$/ });
  await expect(made).toBeFocused();
  const id = (await made.textContent())!.replace(/\D+/g, '');
  await expect(page.getByText(/^Works until .+\. Copy it now/)).toBeVisible();
  await expectBrowserZoneTimes(page.getByText(/^Works until .+\. Copy it now/));
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Copied. Paste it into your message.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link.startsWith(`${site.url}/api/preview?token=`)).toBe(true);
  await expect(page.getByRole('list', { name: 'Preview links' })).toContainText(`Link ${id}`);
  await expectAccessible(page, 'record');

  // Someone the link was sent to, with no account, sees the draft with the preview bar.
  const visitor = await browser.newContext();
  const preview = await visitor.newPage();
  await preview.goto(link);
  await expect(preview.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();
  await expect(preview.getByRole('complementary', { name: 'Preview' })).toContainText('Preview — not published');

  await page.getByRole('button', { name: `Revoke link ${id}` }).click();
  await expect(page.getByRole('list', { name: 'Preview links' })).toContainText(/Revoked .+: it opens nothing/);
  const late = await (await browser.newContext()).newPage();
  await late.goto(link);
  expect(new URL(late.url()).pathname).toBe(routes.previewRefused('revoked'));
  await expect(late.getByRole('heading', { level: 1, name: 'This preview link was revoked' })).toBeVisible();
  expect(await late.content()).not.toContain(draft.title);

  const audit = await site.records.kv.readAudit({ personId: member.id, limit: 10 });
  expect(audit.map((line) => `${line.action}: ${line.result}`)).toEqual([
    'preview-link.revoke: revoked',
    `preview-link.create: link ${id}`,
  ]);
  await Promise.all([context.close(), visitor.close(), late.context().close()]);
});

test('sales may not make a preview link: a forged post of the editor’s form makes none', async ({ browser }) => {
  const before = (await linksOf(draft.slug)).length;
  const post = await editorsForm(browser, site, `/staff/content/blog/${draft.slug}`, 'Create preview link');
  await post('sales');
  expect(await linksOf(draft.slug)).toHaveLength(before);
  // The same post from an editor makes one: the refusal above was the role check.
  await post('editor');
  expect(await linksOf(draft.slug)).toHaveLength(before + 1);
});

test('a time typed in the editor’s own zone reaches the CMS as that instant; a refused one keeps what was typed', async ({
  browser,
}) => {
  const { context, page } = await editorInZone(browser, site);
  await openRecord(page, soon.title);
  const goesLive = page.getByLabel('Goes live at');
  const comesDown = page.getByLabel('Comes down at');
  // The stored instant, shown in Paris time.
  const publishAt = (await stored(soon.slug)).publish_at!;
  const paris = new Date(publishAt)
    .toLocaleString('sv-SE', { timeZone: BROWSER_ZONE.timezoneId })
    .slice(0, 16)
    .replace(' ', 'T');
  await expect(goesLive).toHaveValue(paris);
  await expect(page.getByText('In your time zone (Europe/Paris).').first()).toBeVisible();

  await comesDown.fill('2020-01-01T09:00');
  await page.getByRole('button', { name: 'Save state and schedule' }).click();
  await expect(
    page.getByText('Take it down after it goes live: pick a later time, or clear one of the two.'),
  ).toBeVisible();
  await expect(comesDown).toBeFocused();
  await expect(comesDown).toHaveValue('2020-01-01T09:00');
  await expect(goesLive).toHaveValue(paris);

  // 18:30 in Paris on 15 March 2031 (winter time, UTC+1).
  await comesDown.fill('2031-03-15T18:30');
  await page.getByRole('button', { name: 'Save state and schedule' }).click();
  await expect(page.getByText('Saved. The public site follows within a couple of seconds.')).toBeVisible();
  expect((await stored(soon.slug)).unpublish_at).toBe('2031-03-15T17:30:00.000Z');
  await expect(page.getByText('Sat, 15 Mar 2031, 18:30 CET')).toBeVisible();

  // The state is chosen: publishing the draft makes it live.
  await openRecord(page, draft.title);
  await page.getByLabel(/^Published/).check();
  await page.getByRole('button', { name: 'Save state and schedule' }).click();
  await expect(page.getByText('Saved. The public site follows within a couple of seconds.')).toBeVisible();
  expect((await stored(draft.slug)).state).toBe('live');
  // Published now: its page refreshed from here, each step shown as on Pages, then the result.
  await expect(page.getByRole('log', { name: 'Steps' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('refresh-result')).toHaveText(/^Live (everywhere|on the site) .* after you clicked\./);
  await adminWrite('blogs', draft.slug, { status: 'draft' });
  await context.close();
});

test('“Draft” on a live record asks first, naming what disappears; cancelled, nothing changes; confirmed, it comes down', async ({
  browser,
}) => {
  const { context, page } = await editorInZone(browser, site);
  await page.goto(`/staff/content/blog/${live.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: live.title })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save state and schedule' });
  const ask = page.getByRole('dialog', { name: 'Take this post down?' });
  await page.getByLabel(/^Draft/).check();
  await save.click();
  await expect(ask).toBeVisible();
  for (const gone of [routes.blogPost(live.slug), 'lists', 'sitemap', 'feeds']) await expect(ask).toContainText(gone);
  await expectAccessible(page, 'take-down-question');
  await ask.getByRole('button', { name: 'Keep it live' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByLabel(/^Published/)).toBeChecked();
  expect((await stored(live.slug)).state).toBe('live');

  await page.getByLabel(/^Draft/).check();
  await save.click();
  await ask.getByRole('button', { name: 'Yes, take it down' }).click();
  await expect(page.getByText('Saved. The public site follows within a couple of seconds.')).toBeVisible();
  expect((await stored(live.slug)).state).toBe('draft');
  await context.close();
});

test('the schedule: what goes live in the next 14 days, and the openings about to close', async ({ browser }) => {
  const { context, page } = await editorInZone(browser, site);
  await page.goto('/staff/schedule');
  const changes = page.getByRole('region', { name: 'Going live or coming down' });
  const going = changes.getByRole('listitem').filter({ hasText: soon.title });
  await expect(going).toContainText('Goes live');
  await expectBrowserZoneTimes(going);
  await expect(changes).not.toContainText(closing.title);
  const openings = page.getByRole('region', { name: 'Openings about to close' });
  await expect(openings.getByRole('listitem').filter({ hasText: closing.title })).toContainText(
    'Stops taking applications',
  );
  await expectAccessible(page, 'schedule');
  await context.close();
});

test('sales cannot open the drafts, a record or the schedule', async ({ browser }) => {
  await expectSalesRefused(browser, site, ['/staff/content', `/staff/content/blog/${draft.slug}`, '/staff/schedule']);
});

// At 1280 px the tests above check axe on each page; at 375 px, here.
test('no accessibility violations at 375 px: drafts, a record with a new link, the schedule', async ({ browser }) => {
  const { context, page } = await editorInZone(browser, site, { viewport: { width: 375, height: 800 } });
  await openRecord(page, draft.title);
  await page.getByRole('button', { name: 'Create preview link' }).click();
  await expect(page.getByRole('heading', { name: /^New preview link/ })).toBeFocused();
  await expectAccessible(page, 'record');
  await page.goto('/staff/content');
  await expectAccessible(page, 'content');
  await page.goto('/staff/schedule');
  await expectAccessible(page, 'schedule');
  await context.close();
});
