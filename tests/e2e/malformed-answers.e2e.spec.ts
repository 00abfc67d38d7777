import { expect, test } from './support/test';
import { ERROR_COPY } from '@/lib/copy/site';
import { callWebhook, expectServedSoon, settleRevalidations, visitThroughFailedRenders } from './support/content-api';
import { clearFaults, injectFault } from './support/faults';
import { h1TextOf } from './support/html';
import { ownPost } from './support/own-post';
import { asHtml, setQuietly } from './support/quiet-edit';

// The content API answers garbage (a 200 with HTML, null, wrong types or no arrays) for one record:
// a page rendered before keeps its last good copy; a page never rendered is the branded 5xx page.

test.describe.serial('malformed content API answers', () => {
  test.afterEach(() => clearFaults());
  // Titles changed here need no restoring: the posts are removed after the tests.
  const posts = { html: ownPost('malformed-html'), 'wrong-types': ownPost('malformed-wrong-types') };

  for (const garbage of ['html', 'wrong-types'] as const) {
    test(`a cached post answered with ${garbage} keeps its last content after revalidation, then follows the fix`, async ({
      request,
    }) => {
      const { slug, path, fields } = posts[garbage];
      await settleRevalidations([path]);
      const before = await request.get(path);
      expect(before.status()).toBe(200);
      const title = asHtml(fields.blog_title);
      expect(h1TextOf(await before.text())).toBe(fields.blog_title);

      setQuietly(
        { table: 'blogs', column: 'blog_title', where: 'blog_slug = ?', params: [slug] },
        `Malformed Test ${garbage}`,
      );
      await injectFault('get-blog-details', slug, garbage);
      try {
        // Its own webhook cannot read the record, so it changes nothing and asks to be retried.
        expect((await callWebhook(request, { type: 'blog', slug })).status()).toBe(503);
        // "all" marks every page stale.
        expect((await callWebhook(request, { type: 'all' })).status()).toBe(200);
        // Each visit past Next's back-off starts a background render that fails validation: three in a row.
        await visitThroughFailedRenders(request, path, [title], { retries: 3 });
        await clearFaults();
        // Next's data cache kept the garbage 200 under the record's URL, so it takes the record's webhook,
        // which the publisher retries after the 503 above, to show the edit once the answer is valid again.
        expect((await callWebhook(request, { type: 'blog', slug })).status()).toBe(200);
        await expectServedSoon(request, path, `Malformed Test ${garbage}`, 10_000);
      } finally {
        await clearFaults();
      }
    });
  }

  for (const [garbage, path, call] of [
    ['html', '/blog-details/published-after-the-build', 'get-blog-details'],
    ['null', '/event-detail/published-after-the-build', 'get-event-details'],
    ['missing-arrays', '/services/published-after-the-build', 'get-service-details'],
  ] as const) {
    test(`${path} never rendered, answered with ${garbage}: the branded error page with a 5xx and no stack trace`, async ({
      page,
    }) => {
      await injectFault(call, 'published-after-the-build', garbage);
      const response = await page.goto(path);
      expect(response?.status()).toBeGreaterThanOrEqual(500);
      expect(response?.status()).toBeLessThan(600);
      // The server sends Next's error document; the branded page renders in it.
      await expect(page.getByRole('heading', { level: 1, name: ERROR_COPY.title })).toBeVisible();
      await expect(page.getByRole('link', { name: ERROR_COPY.home })).toBeVisible();
      for (const html of [(await response?.text()) ?? '', await page.content()]) {
        for (const leak of [
          'ApiError',
          'Content API call',
          'invalid-json',
          'invalid-shape',
          'Bad gateway',
          'node_modules',
          process.cwd(),
        ]) {
          expect(html, `the page must not show "${leak}"`).not.toContain(leak);
        }
        expect(html).not.toMatch(/\n\s+at \S+ \(/);
      }
    });
  }
});
