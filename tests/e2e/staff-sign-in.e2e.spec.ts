// Signing in: invitation → passkey → console; sign out and in again; sign out everywhere; refused
// invitations say why (a first-admin link replaced, or after someone joined); a removed person's next request is
// signed out; /staff without a session goes to sign-in.
import { signToken } from '@/lib/staff/sign-in/signed-token';
import { INVITATION_PURPOSE } from '@/lib/staff/sign-in/invitations';
import { E2E } from '../../scripts/e2e/config.mjs';
import { expect, test } from './support/test';
import {
  inviteLink,
  joinByInvitation,
  SEEDED_PASSKEY,
  signedInAs,
  signInWithPasskey,
  startStaffSite,
  withPasskeys,
  type StaffSite,
} from './support/staff';

let site: StaffSite;
test.beforeAll(async () => {
  site = await startStaffSite();
});
test.afterAll(() => site?.stop());
test.use({ baseURL: `http://localhost:${E2E.staffPort}` });

test('the site’s ready line names one address, the one passkeys work on (SITE_URL), not the IP it listens on', async () => {
  await expect
    .poll(() => site.printed.filter((line) => line.startsWith('Site ready')))
    .toEqual([`Site ready on ${site.url}`]);
});

test('/staff without a session goes to sign-in, and back to the page asked for afterwards', async ({ page }) => {
  const response = await page.request.get('/staff/people', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe('/staff/sign-in?next=%2Fstaff%2Fpeople');
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('the first admin: invitation → name, email and passkey → the console, then sign out and in again @newcomer-runtime', async ({
  page,
}) => {
  const passkeys = await withPasskeys(page);
  // Each start of the site prints a new link; the one before stops working, and says so.
  const earlier = await inviteLink(site, '', 'admin');
  const link = await inviteLink(site, '', 'admin');
  await page.goto(earlier);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This invitation is no longer valid.');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('A newer first-admin link replaced it');
  await joinByInvitation(page, link, 'Ana Admin', 'ana@example.com');
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ana Admin' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Admin');
  expect(await passkeys.credentials()).toHaveLength(1);
  const ana = await site.records.people.byEmail('ana@example.com');
  expect(ana?.role).toBe('admin');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in\?done=signed-out$/);
  await expect(page.getByRole('status')).toHaveText('You are signed out.');
  await page.goto('/staff/people');
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=/);

  await signInWithPasskey(page);
  await expect(page).toHaveURL(/\/staff\/people$/);
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  const audit = (await site.records.kv.readAudit({ personId: ana!.id, limit: 10 })).map((line) => line.action);
  expect(audit).toEqual(['sign-in', 'sign-out', 'invitation.accept']);

  // Once anyone has joined, no first-admin link works.
  await page.goto(earlier);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('someone has joined since');
});

test('an invitation works once: a second use is refused with a page that says so', async ({ page, browser }) => {
  await withPasskeys(page);
  const link = await inviteLink(site, `once-${Date.now()}@example.com`, 'editor');
  await joinByInvitation(page, link, 'Eda Editor');
  await expect(page).toHaveURL(/\/staff$/);

  const other = await browser.newPage({ baseURL: site.url });
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('This invitation has already been used.');
  await expect(other.getByRole('main').getByRole('alert')).toContainText('sign in instead');
  await expect(other.getByRole('button', { name: 'Make my passkey and join' })).toHaveCount(0);
  await other.close();
});

test('joining is the passkey’s first use: its list says when it was last used', async ({ page }) => {
  await withPasskeys(page);
  await joinByInvitation(page, await inviteLink(site, `joined-${Date.now()}@example.com`, 'editor'), 'Jo Joined');
  await page.goto('/staff/account');
  const passkey = page.getByRole('listitem').filter({ hasText: 'Added' });
  await expect(passkey).toContainText('last used');
  await expect(passkey).not.toContainText('never used yet');
});

test('an invitation an admin makes is listed under those not used yet at once, beside its link', async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, 'admin', site);
  await page.goto('/staff/people');
  const invited = `invited-${Date.now()}@example.com`;
  await page.getByLabel('Email address').fill(invited);
  await page.getByRole('button', { name: 'Create invitation link' }).click();
  await expect(page.getByTestId('invitation-link')).toBeVisible();
  // No reload: the list under "Invitations not used yet" names the new one beside the link to send.
  await expect(page.getByRole('listitem').filter({ hasText: invited })).toContainText('works until');
  await expect(page.getByRole('button', { name: `Withdraw: ${invited}` })).toBeVisible();
  await context.close();
});

test('an expired, tampered, cut-short or misused invitation link is refused, saying why and what to do', async ({
  page,
}) => {
  const { invitation, token } = await site.records.invitations.create({
    email: 'late@example.com',
    role: 'editor',
    invitedBy: 'e2e',
  });
  const expired = signToken(E2E.staffSecret, INVITATION_PURPOSE, { id: invitation.id }, Date.now() - 1_000);
  const tampered = token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
  const otherPurpose = signToken(E2E.staffSecret, 'preview-link', { id: invitation.id }, Date.now() + 60_000);
  const cases = [
    [expired, 'This invitation has expired.', 'Invitations work for 24 hours'],
    [tampered, 'This invitation link is not valid.', 'exactly as you received it'],
    [token.slice(0, 40), 'This invitation link is incomplete.', 'exactly as you received it'],
    [otherPurpose, 'This link is not an invitation.', 'new invitation'],
  ] as const;
  for (const [given, title, help] of cases) {
    await page.goto(`/staff/join?token=${encodeURIComponent(given)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(help);
  }
  // Opening the refusals changed nothing: the real link still works.
  expect((await site.records.invitations.check(token)).ok).toBe(true);
});

test('a removed person is signed out on their very next request', async ({ browser }) => {
  const { context, page, member } = await signedInAs(browser, 'editor', site);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(member.name);
  const admin = await signedInAs(browser, 'admin', site);
  await admin.page.goto('/staff/people');
  const card = admin.page.getByRole('listitem').filter({ has: admin.page.getByRole('heading', { name: member.name }) });
  await card.getByText(`Remove ${member.name}…`).click();
  await card.getByRole('button', { name: `Yes, remove ${member.name}` }).click();
  await expect(admin.page.getByRole('status').first()).toHaveText(
    'Removed. Their sessions have ended and their invitations no longer work.',
  );

  await page.reload();
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff$/);
  await Promise.all([context.close(), admin.context.close()]);
});

test('sign out everywhere ends the person’s sessions in every browser', async ({ browser }) => {
  const first = await signedInAs(browser, 'sales', site);
  const second = await browser.newContext({ baseURL: site.url });
  await second.addCookies(await first.context.cookies());
  const otherBrowser = await second.newPage();
  // A second session of the same person, as from another device.
  const token = await site.records.sessions.start(first.member.id, SEEDED_PASSKEY);
  await second.addCookies([{ name: 'staff-session', value: token, url: site.url, httpOnly: true, sameSite: 'Strict' }]);
  await otherBrowser.goto('/staff/account');
  await expect(otherBrowser.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  await first.page.goto('/staff/account');
  await first.page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(first.page).toHaveURL(/done=signed-out-everywhere/);
  await otherBrowser.reload();
  await expect(otherBrowser).toHaveURL(/\/staff\/sign-in/);
  await Promise.all([first.context.close(), second.close()]);
});
