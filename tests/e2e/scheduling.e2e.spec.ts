import { expect, test, type APIRequestContext } from './support/test';
import { routes } from '@/lib/routes';
import { adminWrite, expectServedSoon, settleRevalidations } from './support/content-api';
import { sitemapLocs } from './support/sitemaps';

// A scheduled change shows within 2 s of its moment, with no edit at that moment.
const WITHIN = 2_000;
const AHEAD = 5_000;

/** Polls `check` until it holds, then returns how long after `due` (epoch ms) that was, and prints it. */
async function delayAfter(due: number, what: string, check: () => Promise<boolean>): Promise<number> {
  await expect.poll(check, { timeout: due - Date.now() + WITHIN, intervals: [50] }).toBe(true);
  const delay = Date.now() - due;
  console.log(`${what}: ${delay} ms after its moment`);
  return delay;
}

const html = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), body: await response.text() };
};

test.describe.serial('scheduled publishing', () => {
  const SLUG = 'e2e-scheduled-post';
  const post = {
    blog_title: 'Scheduled: Monday Morning Launch Notes',
    blog_short_desc: 'A post that publishes itself at its time, with nobody at the keyboard',
    blog_image: '/uploads/images/card-02.webp',
    blog_date_for_schema: '2026-11-23',
    blog_category: 'Engineering',
    blog_description: '<p>The scheduler announces this post through the outbox at its publish time.</p>',
  };

  test.beforeAll(() => settleRevalidations());
  test.afterAll(() => adminWrite('blogs', SLUG));

  test('a post scheduled 5 s ahead appears on /blog, its page and the sitemap within 2 s of its time', async ({
    request,
  }) => {
    const due = Date.now() + AHEAD;
    await adminWrite('blogs', SLUG, { ...post, publish_at: new Date(due).toISOString() });
    const page = routes.blogPost(SLUG);
    // Until its time the public sees nothing of it.
    expect((await html(request, routes.blog)).body).not.toContain(post.blog_title);
    expect((await html(request, page)).status).not.toBe(200);
    expect(Date.now(), 'the checks before the moment took too long to mean anything').toBeLessThan(due);

    const onList = await delayAfter(due, '/blog lists it', async () =>
      (await html(request, routes.blog)).body.includes(post.blog_title),
    );
    const onPage = await delayAfter(due, 'its page answers', async () => {
      const answer = await html(request, page);
      return answer.status === 200 && answer.body.includes(post.blog_title);
    });
    const inSitemap = await delayAfter(due, 'the sitemap lists it', async () =>
      (await sitemapLocs(request)).some((loc) => loc.endsWith(page)),
    );
    for (const delay of [onList, onPage, inSitemap]) expect(delay).toBeLessThanOrEqual(WITHIN);
  });
});

test.describe.serial('openings expire at validThrough', () => {
  const KEY = 'e2e-closing-role';
  const opening = {
    job_title: 'Closing Soon Recruiter (E2E)',
    job_required_experience: '3+ years',
    job_location: 'Toronto, Canada',
    job_opening_date: '2026-11-20',
    description: '<p>Run our hiring days in Toronto.</p>',
    location_slug: 'toronto',
  };

  test.beforeAll(() => settleRevalidations());
  test.afterAll(() => adminWrite('openings', KEY));

  test('an opening past validThrough leaves /current-openings, its JobPosting and the jobs feed', async ({
    request,
  }) => {
    // An instant rather than a date (which would mean the end of that day, UTC), so the test reaches it.
    const due = Date.now() + AHEAD;
    const validThrough = new Date(due).toISOString();
    await adminWrite('openings', KEY, { ...opening, valid_through: validThrough });
    await expectServedSoon(request, routes.openings, `"validThrough":"${validThrough}"`, AHEAD);
    await expectServedSoon(request, routes.jobsFeed, opening.job_title, AHEAD);
    expect(Date.now(), 'the opening showed too late to see it leave').toBeLessThan(due);

    const offPage = await delayAfter(due, '/current-openings drops it and its JobPosting', async () => {
      const body = (await html(request, routes.openings)).body;
      return !body.includes(opening.job_title) && !body.includes(validThrough);
    });
    const offFeed = await delayAfter(
      due,
      'the jobs feed drops it',
      async () => (await html(request, routes.jobsFeed)).body.includes(opening.job_title) === false,
    );
    for (const delay of [offPage, offFeed]) expect(delay).toBeLessThanOrEqual(WITHIN);
  });
});
