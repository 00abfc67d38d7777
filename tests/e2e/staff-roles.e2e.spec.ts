// Each role sees and may do only its own, checked on the server for every read and every action; a
// cross-origin post is refused; a GET changes nothing.
import { E2E } from '../../scripts/e2e/config.mjs';
import { expect, test, type Page } from './support/test';
import { addPerson, signedInAs, startStaffSite, type StaffSite } from './support/staff';

let site: StaffSite;
test.beforeAll(async () => {
  site = await startStaffSite();
});
test.afterAll(() => site?.stop());
test.use({ baseURL: `http://localhost:${E2E.staffPort}` });

const navOf = (page: Page) => page.getByRole('navigation', { name: 'Console' }).getByRole('link');

test('the navigation shows each role only the pages it may open', async ({ browser }) => {
  const expected = {
    admin: [
      'Pages',
      'Drafts & previews',
      'Write and edit',
      'Schedule',
      'Redirects',
      'Leads',
      'Web Vitals',
      'Health',
      'People',
      'Audit log',
    ],
    editor: ['Pages', 'Drafts & previews', 'Write and edit', 'Schedule', 'Redirects', 'Web Vitals', 'Health'],
    sales: ['Leads', 'Health'],
  } as const;
  for (const [role, labels] of Object.entries(expected)) {
    const { context, page } = await signedInAs(browser, role as keyof typeof expected, site);
    await page.goto('/staff/account');
    await expect(navOf(page)).toHaveText([...labels]);
    await context.close();
  }
});

test('sales land on their lead inbox; editors and sales get the console’s 403 for People and the audit log, editors for the leads', async ({
  browser,
}) => {
  const sales = await signedInAs(browser, 'sales', site);
  const home = await sales.page.request.get('/staff', { maxRedirects: 0 });
  expect(home.headers().location).toBe('/staff/leads');
  for (const role of ['editor', 'sales'] as const) {
    const { context, page } = await signedInAs(browser, role, site);
    for (const path of ['/staff/people', '/staff/audit', ...(role === 'editor' ? ['/staff/leads'] : [])]) {
      const response = await page.goto(path);
      expect(response?.status(), `${role} ${path}`).toBe(403);
      await expect(page).toHaveURL(/\/staff\/forbidden$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is not for your role');
    }
    await context.close();
  }
  await sales.context.close();
});

/** The id of the server action behind the People page's role form, as the admin's page carries it. */
async function roleActionId(page: Page): Promise<string> {
  await page.goto('/staff/people');
  const roleForm = page.locator('form').filter({ has: page.locator('input[name="person"] ~ div select[name="role"]') });
  const name = await roleForm.first().locator('input[type="hidden"][name^="$ACTION_ID_"]').getAttribute('name');
  if (!name) throw new Error('no server action id on the People page');
  return name;
}

/** The role form's post, as a browser without JavaScript sends it (a multipart form naming the action). */
function rolePost(actionField: string, personId: string, role: string) {
  return { multipart: { [actionField]: '', person: personId, role } };
}

test('an editor’s forged post to the admins’ role action changes nothing', async ({ browser }) => {
  const admin = await signedInAs(browser, 'admin', site);
  const target = await addPerson(site.records, 'sales', 'Sam Sales');
  const action = await roleActionId(admin.page);

  const editor = await signedInAs(browser, 'editor', site);
  const forged = await editor.page.request.post('/staff/people', {
    ...rolePost(action, target.id, 'admin'),
    headers: { origin: site.url },
    maxRedirects: 0,
  });
  expect(forged.status()).toBeLessThan(500);
  expect((await site.records.people.get(target.id))?.role).toBe('sales');
  // The same post from the admin does change it: the refusal above was the role check.
  await admin.page.request.post('/staff/people', {
    ...rolePost(action, target.id, 'editor'),
    headers: { origin: site.url },
  });
  expect((await site.records.people.get(target.id))?.role).toBe('editor');
  await Promise.all([admin.context.close(), editor.context.close()]);
});

test('a cross-origin post is refused, even with an admin’s cookie', async ({ browser }) => {
  const admin = await signedInAs(browser, 'admin', site);
  const target = await addPerson(site.records, 'sales', 'Cross Origin Target');
  const action = await roleActionId(admin.page);
  const response = await admin.page.request.post('/staff/people', {
    ...rolePost(action, target.id, 'admin'),
    headers: { origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(response.ok()).toBe(false);
  expect((await site.records.people.get(target.id))?.role).toBe('sales');
  await admin.context.close();
});

test('an admin changes a role, and the person sees it on their next click', async ({ browser }) => {
  const admin = await signedInAs(browser, 'admin', site);
  const sales = await signedInAs(browser, 'sales', site, 'Rolf Role');
  await sales.page.goto('/staff/account');
  await expect(navOf(sales.page)).toHaveText(['Leads', 'Health']);

  await admin.page.goto('/staff/people');
  const card = admin.page.getByRole('listitem').filter({ has: admin.page.getByRole('heading', { name: 'Rolf Role' }) });
  await card.getByLabel('Role of Rolf Role').selectOption('editor');
  await card.getByRole('button', { name: 'Change role' }).click();
  await expect(admin.page.getByRole('status').first()).toContainText('Role changed');

  await sales.page.reload();
  await expect(navOf(sales.page)).toContainText(['Pages', 'Health']);
  const audit = await site.records.kv.readAudit({ personId: admin.member.id, limit: 1 });
  expect(audit[0]).toMatchObject({ action: 'person.role', result: 'Sales → Editor' });
  await Promise.all([admin.context.close(), sales.context.close()]);
});

test('no GET changes anything: the console’s actions answer only posts', async ({ browser }) => {
  const admin = await signedInAs(browser, 'admin', site);
  const target = await addPerson(site.records, 'editor', 'Get Target');
  for (const path of ['/staff/people', '/staff/account', '/staff/audit']) {
    await admin.page.goto(`${path}?person=${target.id}&role=admin&remove=1`);
  }
  expect(await site.records.people.get(target.id)).toMatchObject({ role: 'editor' });
  await admin.context.close();
});
