// The record editor, used as an editor would: a live post's title fixed in a form drawn from the CMS's description,
// saved as a new version and public within seconds; a second editor told before overwriting, with both versions
// shown; the CMS down mid-edit loses nothing (kept in the browser, saved once it is back); a new post made as a
// draft; yesterday's version put back; the saved draft previewed beside the form; a draft scheduled in the editor's
// zone; a live service's typo fixed and served through the edge; any record found from "Write and edit" by a word of
// its title and opened; a post another links to deleted once its slug is typed; sales cannot open it. Axe at 375 and 1280 px.
import { E2E, E2E_URLS } from '../../scripts/e2e/config.mjs';
import { routes } from '../../lib/routes';
import { renderEdgeConfig, startNginx } from '../../scripts/lib/nginx.mjs';
import { formatInstant } from '../../lib/staff/time-format';
import {
  adminGet,
  adminRedirects,
  adminRemove,
  adminWrite,
  expectServedSoon,
  fromApi,
  withApiStopped,
} from './support/content-api';
import { asHtml, setQuietly } from './support/quiet-edit';
import { draftPost } from './support/preview';
import { BROWSER_ZONE, editorInZone, expectAccessible, expectSalesRefused } from './support/console-pages';
import { checkScreen } from './support/console-screen';
import { startStaffSite, type StaffSite } from './support/staff';
import { expect, test, type Locator, type Page } from './support/test';

const stamp = Date.now().toString(36);
const live = { slug: `e2e-edit-live-${stamp}`, title: `Edited live ${stamp}` };
const shared = { slug: `e2e-edit-shared-${stamp}`, title: `Shared post ${stamp}` };
const made = `e2e-edit-new-${stamp}`;
const kept = { slug: `e2e-edit-history-${stamp}`, title: `First words ${stamp}` };
const previewed = { slug: `e2e-edit-preview-${stamp}`, title: `Previewed draft ${stamp}` };
const scheduled = { slug: `e2e-edit-schedule-${stamp}`, title: `Scheduled from the editor ${stamp}` };
const editPath = (slug: string) => `/staff/editor/blogs/${slug}`;
// A list record: no publication state, so the drafts list never shows it; only the finder does.
const quote = { slug: `e2e-find-${stamp}`, name: `Robin Vale ${stamp}`, words: `Found in the finder ${stamp}.` };
const doomed = { slug: `e2e-delete-${stamp}`, title: `To be deleted ${stamp}` };
const linking = { slug: `e2e-delete-linking-${stamp}`, title: `Links to the deleted ${stamp}` };
const oldPath = `/e2e-delete-old-${stamp}`;
let redirectId: number | undefined;

let site: StaffSite;
test.use({ baseURL: `http://localhost:${E2E.staffPort}` });

test.beforeAll(async () => {
  site = await startStaffSite();
  await adminWrite('blogs', live.slug, { ...draftPost(live.title), status: 'published' });
  await adminWrite('blogs', shared.slug, { ...draftPost(shared.title), status: 'published' });
  await adminWrite('blogs', kept.slug, { ...draftPost(kept.title), status: 'published' });
  await adminWrite('blogs', kept.slug, { blog_title: `Second words ${stamp}` });
  await adminWrite('blogs', previewed.slug, draftPost(previewed.title));
  await adminWrite('blogs', scheduled.slug, draftPost(scheduled.title));
  const testimonial = { ratings: 5, testimonial_content: quote.words, full_name: quote.name, designation: 'COO' };
  await adminWrite('testimonials', quote.slug, testimonial);
  await adminWrite('blogs', doomed.slug, draftPost(doomed.title));
  const link = `<p>See <a href="${routes.blogPost(doomed.slug)}">the other post</a>.</p>`;
  await adminWrite('blogs', linking.slug, { ...draftPost(linking.title), blog_description: link });
  redirectId = (
    (await adminRedirects('POST', '', { from: oldPath, to: routes.blogPost(doomed.slug) })) as { id: number }
  ).id;
});

test.afterAll(async () => {
  const posts = [live.slug, shared.slug, made, kept.slug, previewed.slug, scheduled.slug, doomed.slug, linking.slug];
  for (const slug of posts) await adminRemove('blogs', slug).catch(() => undefined);
  await adminRemove('testimonials', quote.slug).catch(() => undefined);
  if (redirectId !== undefined) await adminRedirects('DELETE', `/${redirectId}`).catch(() => undefined);
  await site?.stop();
});

const stored = (slug: string) => adminGet<{ version: number; fields: Record<string, unknown> }>(`blogs/${slug}`);
const title = (page: Page) => page.getByLabel('Title', { exact: true });

test('a live post’s title, fixed in the editor, is saved as a new version and served publicly', async ({
  browser,
  request,
}, testInfo) => {
  const { context, page } = await editorInZone(browser, site, { viewport: { width: 1280, height: 900 } });
  await page.goto(`/staff/content/blog/${live.slug}`);
  await page.getByRole('link', { name: 'Edit its words and pictures' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit blog post: ${live.slug}` })).toBeVisible();
  await expect(title(page)).toHaveValue(live.title);
  await expectAccessible(page, 'editor');
  // How soon a fresh load can be typed in (the rich text exists only once React runs): reported, not asserted.
  const ready: number[] = [];
  for (let load = 0; load < 3; load += 1) {
    await page.goto(editPath(live.slug));
    await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toBeEditable();
    ready.push(Math.round(await page.evaluate(() => performance.now())));
  }
  testInfo.annotations.push({ type: 'editor ready to type, ms after navigation', description: ready.join(', ') });

  const fixed = `${live.title} fixed`;
  await title(page).fill(fixed);
  await expect(page.getByRole('status')).toHaveText(/Unsaved changes\. Kept in this browser meanwhile\./);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(/^Saved as version \d+\.$/);
  expect((await stored(live.slug)).fields.blog_title).toBe(fixed);
  // The public site, refreshed by the CMS's publish hook as after any edit.
  await expectServedSoon(request, `${E2E_URLS.site}${routes.blogPost(live.slug)}`, fixed, 5_000);
  await context.close();
});

test('a second editor is told before overwriting, sees both versions, and chooses', async ({ browser }) => {
  const first = await editorInZone(browser, site);
  const second = await editorInZone(browser, site);
  await first.page.goto(editPath(shared.slug));
  await second.page.goto(editPath(shared.slug));

  await title(first.page).fill(`${shared.title} by the first`);
  await first.page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(first.page.getByRole('status')).toHaveText(/^Saved as version/);

  await title(second.page).fill(`${shared.title} by the second`);
  await second.page.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = second.page.getByRole('region', { name: 'Someone else saved this since you started' });
  await expect(conflict).toBeFocused();
  const row = conflict.getByRole('row', { name: /^Title/ });
  await expect(row).toContainText(`${shared.title} by the second`);
  await expect(row).toContainText(`${shared.title} by the first`);
  expect((await stored(shared.slug)).fields.blog_title).toBe(`${shared.title} by the first`);

  await conflict.getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect(second.page.getByRole('status')).toHaveText(/^Saved as version/);
  expect((await stored(shared.slug)).fields.blog_title).toBe(`${shared.title} by the second`);
  await first.context.close();
  await second.context.close();
});

test('the CMS down mid-edit loses nothing: kept in the browser, offered back after a reload, saved once it returns', async ({
  browser,
}) => {
  const { context, page } = await editorInZone(browser, site, { viewport: { width: 375, height: 800 } });
  await page.goto(editPath(live.slug));
  const typed = `Typed while the CMS was down ${stamp}`;
  await withApiStopped(async () => {
    await page.getByLabel('Short description').fill(typed);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(/^Not saved yet\. .*Kept in this browser meanwhile\./);
    await expect(page.getByLabel('Short description')).toHaveValue(typed);
  });
  // Back, and a reload: what was typed is offered back from this browser, then saved.
  await page.reload();
  await page.getByRole('button', { name: 'Bring them back' }).click();
  await expect(page.getByLabel('Short description')).toHaveValue(typed);
  await expectAccessible(page, 'editor-kept');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(/^Saved as version/);
  expect((await stored(live.slug)).fields.blog_short_desc).toBe(typed);
  await context.close();
});

// A fragment as Google Docs puts it on the clipboard: its wrapper, inline styles, spans and a heading.
const GOOGLE_DOCS =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><h2 dir="ltr" style="line-height:1.38">' +
  '<span style="font-size:16pt;font-family:Arial;color:#000000">Pasted heading</span></h2><p dir="ltr">' +
  '<span style="font-size:11pt;font-family:Arial;font-weight:700">Bold words</span><span style="font-size:11pt"> and plain ' +
  'ones.</span></p></b><br class="Apple-interchange-newline">';

/** A one-pixel PNG, as a photo chosen on the computer would arrive. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Pastes `html` into the rich text box as a browser's clipboard would hand it over. */
const paste = (box: Locator, html: string) =>
  box.evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData('text/html', text);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);

test('a new post is written in the console as a draft: an uploaded cover, headings, a link, a Google Docs paste, 2,000 characters typed', async ({
  browser,
}) => {
  // Playwright types one key at a time: about 10 ms a key into a bare textarea on the e2e host, 20–30 ms here.
  test.setTimeout(120_000);
  const { context, page } = await editorInZone(browser, site);
  await page.goto('/staff/content');
  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByLabel('Web address (slug)').fill(made);
  await title(page).fill(`New ${stamp}`);
  await page.getByRole('button', { name: /Save new blog post as a draft/ }).click();
  await expect(page.getByLabel('Short description')).toBeFocused();
  await expect(page.getByText('Short description is needed.')).toBeVisible();

  const post = draftPost(`New ${stamp}`);
  await page.getByLabel('Short description').fill(post.blog_short_desc);
  // The cover uploaded from this computer, then chosen again from the media library.
  const cover = page.getByLabel('Image', { exact: true });
  await page
    .getByLabel('Upload a picture')
    .setInputFiles({ name: 'Cover photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Uploaded Cover photo.png.')).toBeVisible();
  const storedPath = /^\/uploads\/images\/\d{4}-\d{2}\/cover-photo-[0-9a-f]+\.png$/;
  await expect(cover).toHaveValue(storedPath);
  const uploaded = await cover.inputValue();
  await cover.fill('');
  await page.getByText('Choose from the library').click();
  await page.getByRole('button', { name: `Use ${uploaded.split('/').pop()}` }).click();
  await expect(cover).toHaveValue(uploaded);
  await page.getByLabel('Image alt text').fill('A bar chart of hires by week');
  await page.getByLabel('Date for schema').fill(post.blog_date_for_schema);
  await page.getByLabel('Category', { exact: true }).fill(post.blog_category);

  const body = page.getByRole('textbox', { name: 'Description', exact: true });
  const tools = page.getByRole('toolbar', { name: 'Description: formatting' });
  await body.click();
  await tools.getByRole('button', { name: 'Heading 2' }).click();
  await expect(tools.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Why it matters');
  await page.keyboard.press('Enter');
  const typed = Array.from({ length: 223 }, (_, index) => `word${String(index).padStart(4, '0')}`).join(' ');
  expect(typed.length).toBeGreaterThanOrEqual(2_000);
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  page.once('dialog', (dialog) => dialog.accept('https://example.com/guide'));
  await page.keyboard.type('Read the guide');
  await page.keyboard.press('Shift+Home');
  await tools.getByRole('button', { name: 'Link' }).click();
  // The link is made once the prompt is answered, and the editor has its focus back only then.
  await expect(body.getByRole('link', { name: 'Read the guide' })).toHaveAttribute('href', 'https://example.com/guide');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await paste(body, GOOGLE_DOCS);

  await page.getByRole('button', { name: /Save new blog post as a draft/ }).click();
  await expect(page).toHaveURL(new RegExp(`${editPath(made)}$`));
  const saved = await adminGet<{
    state: string;
    version: number;
    fields: { blog_description: string; blog_image: string; blog_img_alt: string };
  }>(`blogs/${made}`);
  expect(saved).toMatchObject({
    state: 'draft',
    version: 1,
    fields: { blog_image: uploaded, blog_img_alt: 'A bar chart of hires by week' },
  });
  const html = saved.fields.blog_description;
  expect(html).toContain('<h2>Why it matters</h2>');
  expect(html).toContain(`<p>${typed}</p>`);
  expect(html).toMatch(/<a [^>]*href="https:\/\/example\.com\/guide"[^>]*>Read the guide<\/a>/);
  expect(html).toContain('<h2>Pasted heading</h2><p><strong>Bold words</strong> and plain ones.</p>');
  expect(html).not.toMatch(/style=|<span|docs-internal|<meta/);

  // Now a draft on its own screen: it saves itself a few seconds after typing stops, without Save.
  await page.getByLabel('Category', { exact: true }).fill('Hiring guides');
  await expect(page.getByRole('status')).toHaveText('Saved as version 2.', { timeout: 10_000 });
  expect((await stored(made)).fields.blog_category).toBe('Hiring guides');
  await context.close();
});

test('yesterday’s version, compared with the form, is put back and saved as the newest', async ({ browser }) => {
  // Its first save made a day ago, as the CMS would have stamped it then.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  const firstSave = { table: 'record_versions', column: 'saved_at', where: "collection = 'blogs' AND slug = ?" };
  setQuietly({ ...firstSave, where: `${firstSave.where} AND version = 1`, params: [kept.slug] }, yesterday);
  const { context, page } = await editorInZone(browser, site);
  await page.goto(editPath(kept.slug));
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').last()).toContainText(
    `Version 1, ${formatInstant(yesterday, BROWSER_ZONE.timezoneId)}`,
  );
  // Any two versions, the change itself marked: what went struck through, what came underlined.
  await history.getByRole('button', { name: 'Compare these two' }).click();
  const pair = history.getByRole('region', { name: 'Version 1 beside version 2' });
  const changed = pair.getByRole('row', { name: /^Title/ });
  await expect(changed.getByRole('deletion')).toHaveText('First');
  await expect(changed.getByRole('insertion')).toHaveText('Second');
  await history.getByRole('button', { name: 'Compare with the form (version 1)' }).click();
  const compared = history.getByRole('region', { name: 'Version 1 beside the form' });
  await expect(compared.getByRole('row', { name: /^Title/ })).toContainText(`${kept.title}Second words ${stamp}`);
  await compared.getByRole('button', { name: 'Put version 1 back in the form' }).click();
  await expect(title(page)).toHaveValue(kept.title);
  await expect(page.getByRole('status')).toHaveText(/^Version 1 is in the form/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Saved as version 3.');
  expect((await stored(kept.slug)).fields.blog_title).toBe(kept.title);
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await context.close();
});

test('the saved draft is shown as its page at phone and desktop widths, with its search result and card, after each save, its cover cut around the focal point chosen', async ({
  browser,
}) => {
  // Two frames each load the whole public page, twice, and axe runs at two widths.
  test.setTimeout(60_000);
  const { context, page } = await editorInZone(browser, site, { viewport: { width: 1280, height: 900 } });
  await page.goto(editPath(previewed.slug));
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('button', { name: 'Show the preview' }).click();
  // The draft's real page, framed: its own headers let only this site frame a draft-mode visit.
  for (const width of ['phone', 'desktop'])
    await expect(page.frameLocator(`iframe[title*="${width} width"]`).getByRole('heading', { level: 1 })).toHaveText(
      previewed.title,
    );
  // Each caption says its frame is loading until the saved page is in it.
  for (const caption of ['Phone, 375 px wide', 'Desktop, 1280 px wide, shown smaller'])
    await expect(preview.getByText(caption, { exact: true })).toBeVisible();
  const result = preview.getByRole('region', { name: 'In search results' });
  await expect(result).toContainText(`${previewed.title} | `);
  await expect(result).toContainText(routes.blogPost(previewed.slug));
  await expect(result.getByRole('definition').first()).toHaveText(/^\d+ characters\.$/);
  await expect(preview.getByRole('region', { name: 'When shared' })).toContainText(previewed.title);
  await expectAccessible(page, 'editor-preview');

  // The cover's focal point: pointed at on the photo, then set exactly with the sliders and nudged from the keyboard.
  await page.getByText('Focal point: the centre').click();
  const photo = page.locator('#field-blog_image-focus [aria-hidden="true"]');
  const box = (await photo.boundingBox())!;
  await photo.click({ position: { x: box.width / 4, y: (box.height * 3) / 4 } });
  await expect(page.getByText(/^Focal point: 2[45]% across, 7[45]% down$/)).toBeVisible();
  await page.getByRole('slider', { name: 'Across, from the left' }).fill('20');
  await page.getByRole('slider', { name: 'Down, from the top' }).fill('85');
  await page.getByRole('slider', { name: 'Down, from the top' }).press('ArrowLeft');
  await expect(page.getByText('Focal point: 20% across, 84% down')).toBeVisible();
  await expect(page.getByLabel('Image', { exact: true })).toHaveValue('/uploads/images/card-03.webp#focus=20,84');
  // The photo cut as a card, a post and a banner: each box the page's shape, the photo placed by that point.
  const cuts = page.locator('#field-blog_image-focus li img');
  await expect(cuts).toHaveCount(3);
  for (const [at, ratio] of [4 / 3, 16 / 9, 3].entries()) {
    await expect(cuts.nth(at)).toHaveCSS('object-position', '20% 84%');
    const cut = (await cuts.nth(at).boundingBox())!;
    expect(cut.width / cut.height).toBeCloseTo(ratio, 1);
  }
  await expectAccessible(page, 'editor-focal-point');

  await title(page).fill(`${previewed.title} again`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(/^Saved as version \d+\.$/);
  const phone = page.frameLocator('iframe[title*="phone width"]');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(`${previewed.title} again`);
  expect((await stored(previewed.slug)).fields.blog_image).toBe('/uploads/images/card-03.webp#focus=20,84');
  // The page cuts its picture around that point, and fetches the same file as before.
  const hero = page.frameLocator('iframe[title*="desktop width"]').locator('img[fetchpriority="high"]');
  await expect(hero).toHaveCSS('object-position', '20% 84%');
  await expect(hero).toHaveAttribute('srcset', /^[^#]*\/card-03\.webp \d+w[^#]*$/);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, 'editor-preview');
  // Draft mode is on in this browser now, and the console itself is still framed by nobody.
  const consolePage = await page.goto(editPath(previewed.slug));
  expect(consolePage?.headers()['x-frame-options']).toBe('DENY');
  // Opened again, the saved point is drawn from the first paint (the console's CSP refuses style attributes).
  await page.getByText('Focal point: 20% across, 84% down').click();
  await expect(page.locator('#field-blog_image-focus li img').last()).toHaveCSS('object-position', '20% 84%');
  await context.close();
});

test('a draft scheduled from its editor for tomorrow 09:00 in Bogota goes live then, and is on the schedule', async ({
  browser,
}) => {
  const bogota = 'America/Bogota';
  const { context, page } = await editorInZone(browser, site, { timezoneId: bogota });
  await page.goto(editPath(scheduled.slug));
  await page.getByRole('link', { name: 'Publish, schedule or share a preview link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: scheduled.title })).toBeVisible();
  // Tomorrow's date where the editor is; Bogota keeps UTC−5 all year.
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', { timeZone: bogota });
  await page.getByLabel(/^Published/).check();
  await page.getByLabel('Goes live at').fill(`${tomorrow}T09:00`);
  await page.getByRole('button', { name: 'Save state and schedule' }).click();
  await expect(page.getByText('Saved. The public site follows within a couple of seconds.')).toBeVisible();
  const goesLive = `${tomorrow}T14:00:00.000Z`;
  expect(await adminGet(`blogs/${scheduled.slug}`)).toMatchObject({ state: 'scheduled', publish_at: goesLive });
  await page.goto('/staff/schedule');
  const entry = page.getByRole('listitem').filter({ hasText: scheduled.title });
  await expect(entry).toContainText(formatInstant(goesLive, bogota));
  await expect(entry).toContainText('09:00');
  await context.close();
});

test('a typo in a live service, fixed in the editor, is served through the edge once the site re-renders it', async ({
  browser,
  request,
}, testInfo) => {
  const [service] = await fromApi<{ service_slug: string }[]>('get-service-list');
  const slug = service!.service_slug;
  type Include = { tabHead: string; TabContent: string };
  const before = (await adminGet<{ fields: { service_includes_array: Include[] } }>(`services/${slug}`)).fields;
  const edgeUrl = `http://127.0.0.1:${E2E.edgePort}`;
  const ports = { port: E2E.edgePort, tlsPort: E2E.edgeTlsPort, redirectPort: E2E.edgeRedirectPort };
  const upstreams = [`127.0.0.1:${E2E.sitePort}`];
  const edge = await startNginx((dir: string) => renderEdgeConfig({ ...ports, upstreams, dir }), `${edgeUrl}/`);
  const { context, page } = await editorInZone(browser, site);
  try {
    const path = routes.service(slug);
    await request.get(`${edgeUrl}${path}`);
    await page.goto(`/staff/editor/services/${slug}`);
    const fixed = `${before.service_includes_array[0]!.tabHead} (fixed ${stamp})`;
    await page.getByLabel('Tab head').first().fill(fixed);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(/^Saved as version \d+\.$/);
    const saved = Date.now();
    // The CMS's publish hook, the site's re-render, then its refresh of the edge's copy (tests/e2e/edge.e2e.spec.ts).
    await expectServedSoon(request, `${edgeUrl}${path}`, asHtml(fixed), 2_000);
    testInfo.annotations.push({ type: 'saved → through the edge', description: `${Date.now() - saved} ms` });
  } finally {
    await adminWrite('services', slug, { service_includes_array: before.service_includes_array });
    await context.close();
    await edge.stop();
  }
});

test('a testimonial is found from “Write and edit” by a word of its name, and opened in the editor', async ({
  browser,
}) => {
  const { context, page } = await editorInZone(browser, site);
  await page.goto('/staff');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Write and edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write and edit' })).toBeVisible();
  const finder = page.getByRole('search', { name: 'Find a record' });
  await finder.getByLabel('Type').selectOption({ label: 'Testimonial' });
  await finder.getByLabel('Words in its title or address').fill(`no-one-${stamp}`);
  await finder.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText(`No testimonial matches “no-one-${stamp}”.`)).toBeVisible();

  await finder.getByLabel('Words in its title or address').fill(stamp.toUpperCase());
  await finder.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(/\/staff\/editor\?type=testimonials&q=/);
  const found = page.getByRole('region', { name: 'Testimonial records' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(quote.slug);
  await expect(page.getByRole('link', { name: 'New testimonial' })).toHaveAttribute(
    'href',
    '/staff/editor/testimonials',
  );
  await checkScreen(page, 'finder');

  await found.getByRole('link', { name: quote.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit testimonial: ${quote.slug}` })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(quote.name);
  await expect(page.getByLabel('Content', { exact: true })).toHaveValue(quote.words);
  await page.getByRole('link', { name: 'Back to the testimonial list' }).click();
  await expect(page).toHaveURL(/\/staff\/editor\?type=testimonials$/);
  await expect(finder.getByLabel('Type')).toHaveValue('testimonials');
  await context.close();
});

test('a post another links to is deleted once its slug is typed: what links to it is named first', async ({
  browser,
}) => {
  const { context, page } = await editorInZone(browser, site, { viewport: { width: 375, height: 800 } });
  await page.goto(editPath(doomed.slug));
  const section = page.getByRole('region', { name: 'Delete this blog post' });
  await expect(section.getByRole('link', { name: linking.title })).toHaveAttribute('href', editPath(linking.slug));
  await expect(section.getByText(`${oldPath} → ${routes.blogPost(doomed.slug)}`)).toBeVisible();
  const unpublish = section.getByRole('link', { name: 'unpublish it instead' });
  await expect(unpublish).toHaveAttribute('href', `/staff/content/blog/${doomed.slug}`);
  await expectAccessible(page, 'editor-delete');

  // Not the slug exactly: refused, what was typed kept, nothing deleted.
  const confirm = section.getByLabel(`To confirm, type “${doomed.slug}”`);
  const remove = section.getByRole('button', { name: 'Delete this blog post' });
  await confirm.fill(doomed.slug.toUpperCase());
  await remove.click();
  await expect(section.getByRole('alert')).toHaveText(
    `Nothing was deleted: type “${doomed.slug}” exactly as shown, to confirm.`,
  );
  await expect(confirm).toHaveValue(doomed.slug.toUpperCase());
  expect((await stored(doomed.slug)).fields.blog_title).toBe(doomed.title);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, 'editor-delete');

  await confirm.fill(doomed.slug);
  await remove.click();
  await expect(page).toHaveURL(new RegExp(`/staff/editor\\?type=blogs&deleted=${doomed.slug}$`));
  await expect(page.getByRole('status')).toHaveText(
    `Deleted “${doomed.slug}”: it is gone from the CMS, and from the public site within seconds.`,
  );
  await expect(adminGet(`blogs/${doomed.slug}`)).rejects.toThrow(/: 404 /);
  expect((await page.goto(editPath(doomed.slug)))?.status()).toBe(404);
  await context.close();
});

test('sales cannot open the editor', async ({ browser }) => {
  await expectSalesRefused(browser, site, [editPath(live.slug), '/staff/editor/blogs', '/staff/editor']);
});
