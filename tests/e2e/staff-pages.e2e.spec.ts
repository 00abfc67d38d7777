// /staff/pages: a post edited quietly in the CMS stays old on the site; an editor finds it by
// title, sees its live copy is older than the edit, refreshes it, watches the steps, and the public page shows the
// edit, through the nginx edge too. With the CMS down the refresh says so and the page stays. Editors refresh,
// admins also everything (after a confirmation), sales nothing. The console's site (tests/e2e/support/staff.ts) is
// the instance that serves, refreshes and re-renders here.
import { E2E } from '../../scripts/e2e/config.mjs';
import { renderEdgeConfig, startNginx } from '../../scripts/lib/nginx.mjs';
import { checkScreen } from './support/console-screen';
import { settledHtml, withApiStopped } from './support/content-api';
import { ownPost } from './support/own-post';
import { asHtml, setQuietly } from './support/quiet-edit';
import { signedInAs, startStaffSite, type StaffSite } from './support/staff';
import { expect, test, untilHydrated, type Page, type Request } from './support/test';

// The edge in front of the console's site, which refreshes it after each re-render. Its copies last a minute
// here, not a second, so only the refresh can replace one within the test.
const EDGE = `http://localhost:${E2E.edgePort}`;
let edge: Awaited<ReturnType<typeof startNginx>> | undefined;
let site: StaffSite;
const post = ownPost('staff-pages');

test.beforeAll(async () => {
  site = await startStaffSite({ env: { EDGE_REFRESH_URLS: `http://127.0.0.1:${E2E.edgePort}` } });
  const ports = { port: E2E.edgePort, tlsPort: E2E.edgeTlsPort, redirectPort: E2E.edgeRedirectPort };
  const upstreams = [`127.0.0.1:${E2E.staffPort}`];
  const render = (dir: string) => renderEdgeConfig({ ...ports, upstreams, dir, copyLife: '60s' });
  edge = await startNginx(render, `http://127.0.0.1:${E2E.edgePort}/`);
});
test.afterAll(async () => {
  await site?.stop();
  await edge?.stop();
});
test.use({ baseURL: `http://localhost:${E2E.staffPort}` });

/** Edits the post's body in the CMS's database as an edit with no publish hook would, with its edit time. */
function editQuietly(text: string) {
  const where = { table: 'blogs', where: 'blog_slug = ?', params: [post.slug] };
  setQuietly({ ...where, column: 'blog_description' }, `<p>${text}</p>`);
  setQuietly({ ...where, column: 'updated_at' }, new Date().toISOString());
}

// A refresh re-renders its page and the lists, feeds and cards it is on: about a second when idle, over ten on a busy
// two-core machine. The tests that wait for one have this long for it, and twice as long in all.
const RENDERS = 30_000;

const viaEdge = async (path: string) => (await fetch(`${EDGE}${path}`)).text();
/** Whether `html` shows `text`: a yes or no, so a failure does not print the whole page. */
const shows = (html: string, text: string) => html.includes(text);
const result = (page: Page) => page.getByTestId('refresh-result');

/** Opens a console page and waits until its refresh buttons are React's (a click before would post the form). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await untilHydrated(page);
  return response;
}

/** Clicks a refresh button and resolves with the server action's request, to replay it in another session. */
async function refreshBy(page: Page, button: string): Promise<Request> {
  const sent = page.waitForRequest((request) => request.method() === 'POST' && !!request.headers()['next-action']);
  await page.getByRole('button', { name: button }).click();
  return sent;
}

/** The same server action posted with another person's session: their cookie, the rest as the browser sent it. */
async function replay(page: Page, request: Request) {
  const { cookie: _, ...headers } = request.headers();
  return (await page.request.post(request.url(), { headers, data: request.postDataBuffer() ?? '' })).text();
}

test('a quiet edit is found by title, shown as newer than the live copy, refreshed step by step, and live through the edge', async ({
  browser,
  request,
}) => {
  test.setTimeout(2 * RENDERS);
  // The page is rendered once, as a visitor would, and the edge keeps its copy.
  expect(shows(await settledHtml(request, post.path), asHtml(post.fields.blog_title))).toBe(true);
  expect(shows(await viaEdge(post.path), asHtml(post.fields.blog_title))).toBe(true);
  const edit = `Edited quietly ${Date.now()}`;
  editQuietly(edit);
  expect(shows(await (await request.get(post.path)).text(), edit), 'no publish hook: the site keeps its copy').toBe(
    false,
  );
  expect(shows(await viaEdge(post.path), edit), 'nor does the edge').toBe(false);

  const { context, page } = await signedInAs(browser, 'editor', site);
  await open(page, '/staff/pages');
  await page.getByLabel('Address or title').fill(post.fields.blog_title);
  await page.getByLabel('Address or title').press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: post.fields.blog_title })).toBeVisible();
  await untilHydrated(page);
  await expect(page.getByRole('note')).toHaveText(/^The live copy is older than the last edit/);
  await expect(page.getByText(/^Rendered .* It is fresh/)).toBeVisible();

  await page.getByRole('button', { name: 'Refresh this page' }).click();
  const steps = page.getByRole('log', { name: 'Steps' });
  await expect(steps).toContainText('Every page this change touches is marked for a new copy');
  await expect(steps).toContainText(`Rendered ${post.path}.`);
  await expect(steps).toContainText(`The edge 127.0.0.1:${E2E.edgePort} took the new ${post.path}.`);
  // "240 ms", or "2.2 s" on a busy machine (lib/staff/when.ts).
  await expect(result(page)).toHaveText(/^Live everywhere (\d+ ms|\d+\.\d s) after you clicked\./, {
    timeout: RENDERS,
  });
  await expect(result(page)).toBeFocused();
  expect(shows(await (await request.get(post.path)).text(), edit), 'the site shows the edit').toBe(true);
  expect(shows(await viaEdge(post.path), edit), 'the edge took the new copy').toBe(true);
  // Once done, the page reads what is live again: the new copy, and no warning; the result keeps the focus.
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByText(/^Rendered .* It is fresh/)).toBeVisible();
  await expect(result(page)).toBeFocused();
  await checkScreen(page, 'pages');
  await context.close();
});

test('with the CMS down the refresh says so, and the page stays as it was, answering 200', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInAs(browser, 'editor', site);
  await open(page, `/staff/pages?path=${encodeURIComponent(post.path)}`);
  const before = await settledHtml(request, post.path);
  await withApiStopped(async () => {
    await page.getByRole('button', { name: 'Refresh this page' }).click();
    await expect(result(page)).toHaveText(
      'The CMS did not answer, so the live page stays as it was. Try again when it is back.',
    );
    await expect(result(page)).toBeFocused();
    const live = await request.get(post.path);
    expect(live.status()).toBe(200);
    expect((await live.text()) === before, 'the page as it was').toBe(true);
  });
  await context.close();
});

test('an address pasted from the browser finds the page, with its query and hash', async ({ browser }) => {
  const { context, page } = await signedInAs(browser, 'editor', site);
  await page.goto('/staff/pages');
  // The edge's own origin (EDGE_REFRESH_URLS), with a trailing slash, a query and a hash.
  await page.getByLabel('Address or title').fill(`http://127.0.0.1:${E2E.edgePort}${post.path}/?utm_source=mail#top`);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { level: 2, name: post.fields.blog_title })).toBeVisible();
  await page.getByLabel('Address or title').fill('https://elsewhere.example/pricing');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('That address is on another site (elsewhere.example).')).toBeVisible();
  await context.close();
});

test('editors refresh a page, only admins everything (after saying how many pages), sales nothing', async ({
  browser,
}) => {
  test.setTimeout(2 * RENDERS);
  const [admin, editor, sales] = await Promise.all([
    signedInAs(browser, 'admin', site),
    signedInAs(browser, 'editor', site),
    signedInAs(browser, 'sales', site),
  ]);
  await open(editor.page, '/staff/pages?path=%2Fpricing');
  const pageRefresh = await refreshBy(editor.page, 'Refresh this page');
  await expect(result(editor.page)).toHaveText(/^Live everywhere/, { timeout: RENDERS });
  await open(editor.page, '/staff/pages?confirm=all');
  await expect(editor.page.getByRole('link', { name: 'Refresh everything…' })).toHaveCount(0);
  await expect(editor.page.getByRole('heading', { name: 'Refresh everything?' })).toHaveCount(0);

  await open(admin.page, '/staff/pages');
  await admin.page.getByRole('link', { name: 'Refresh everything…' }).click();
  await expect(admin.page.getByRole('heading', { name: 'Refresh everything?' })).toBeVisible();
  await expect(admin.page.getByText(/^This marks all \d+ pages of the site for a re-render/)).toBeVisible();
  await checkScreen(admin.page, 'pages-confirm');
  await untilHydrated(admin.page);
  const everything = await refreshBy(admin.page, 'Yes, refresh everything');
  await expect(result(admin.page)).toHaveText(/^Every page of the site is marked for a re-render at its next visit\./, {
    timeout: RENDERS,
  });

  expect((await sales.page.goto('/staff/pages'))?.status()).toBe(403);
  expect(await replay(sales.page, pageRefresh), 'sales replaying a page refresh').not.toContain('"started"');
  expect(await replay(sales.page, everything), 'sales replaying everything').not.toContain('"started"');
  expect(await replay(editor.page, everything), 'an editor replaying everything').not.toContain('"started"');
  // A refresh is written to the audit log with its result, just after the browser has it (after()).
  const audit = (personId: string) => () => site.records.kv.readAudit({ personId, limit: 10 });
  await expect
    .poll(audit(editor.member.id))
    .toEqual([
      expect.objectContaining({ action: 'refresh', target: 'page:/pricing', result: expect.stringMatching(/^Live/) }),
    ]);
  await expect
    .poll(audit(admin.member.id))
    .toEqual([
      expect.objectContaining({ action: 'refresh', target: 'all', result: expect.stringMatching(/^Every page/) }),
    ]);
  expect(await audit(sales.member.id)()).toEqual([]);
  await Promise.all([admin, editor, sales].map(({ context }) => context.close()));
});
