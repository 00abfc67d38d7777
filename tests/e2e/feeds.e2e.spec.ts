import { expect, test } from './support/test';
import { displayDateToIso } from '@/lib/dates';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { adminWrite, fromApi } from './support/content-api';
import { readCalendar, readFeed, readJobs } from './support/feeds';
import { ownPost } from './support/own-post';

type BlogListAnswer = { blogs: { blog_slug: string; blog_title: string }[] };
type EventCardAnswer = { slug: string; title: string; venue: string; event_date: string }[];

const postUrl = (slug: string) => `${E2E_URLS.site}/blog-details/${slug}`;

test.describe('blog feeds', () => {
  for (const [path, format, type] of [
    ['/blog/feed.xml', 'rss', 'application/rss+xml'],
    ['/blog/atom.xml', 'atom', 'application/atom+xml'],
  ] as const) {
    test(`${path} parses as ${format} and lists the newest post first`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain(type);
      const feed = readFeed(await response.text());
      const { blogs } = await fromApi<BlogListAnswer>('get-blog-list-updated');
      expect(feed.type).toBe(format);
      expect(feed.items.length).toBeGreaterThanOrEqual(blogs.length);
      expect(feed.items.length).toBeLessThanOrEqual(50);
      expect(feed.items.slice(0, blogs.length).map((item) => item.link)).toEqual(
        blogs.map((blog) => postUrl(blog.blog_slug)),
      );
      const dates = feed.items.map((item) => item.pubDate?.getTime() ?? NaN);
      expect(dates.every((date, i) => !Number.isNaN(date) && (i === 0 || date <= dates[i - 1]!))).toBe(true);
    });
  }

  test('blog pages announce both feeds in their head', async ({ request }) => {
    const html = await (await request.get('/blog')).text();
    expect(html).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" href="[^"]*\/blog\/feed\.xml" title="[^"]+"/,
    );
    expect(html).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" href="[^"]*\/blog\/atom\.xml" title="[^"]+"/,
    );
  });

  test.describe('with a post of its own', () => {
    const post = ownPost('feeds');

    test('an edited post title shows in both feeds after the webhook, whatever XML must escape in it', async ({
      request,
    }) => {
      const edited = `${post.fields.blog_title} (feed check) & <more> "quoted" it's`;
      await adminWrite('blogs', post.slug, { blog_title: edited });
      const titleIn = (path: string) => async () =>
        readFeed(await (await request.get(path)).text()).items.find((item) => item.link === postUrl(post.slug))?.title;
      await expect.poll(titleIn('/blog/feed.xml'), { timeout: 5_000, intervals: [50] }).toBe(edited);
      await expect.poll(titleIn('/blog/atom.xml'), { timeout: 5_000, intervals: [50] }).toBe(edited);
    });
  });
});

test.describe('calendar files', () => {
  test("an event's .ics parses and round-trips its date, place and stable UID", async ({ request }) => {
    const [card] = await fromApi<EventCardAnswer>('get-event-list');
    if (!card) throw new Error('the seed has no events');
    const response = await request.get(`/event-detail/${card.slug}/event.ics`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/calendar');
    const [event] = readCalendar(await response.text());
    expect(event?.summary).toBe(card.title);
    expect(event?.startDate.toString()).toBe(displayDateToIso(card.event_date));
    expect(event?.location).toContain(card.venue);
    expect(event?.uid).toBe(`event-${card.slug}@${new URL(E2E_URLS.site).hostname}`);
  });

  test('the event page links to its .ics as a plain, named link', async ({ page }) => {
    const [card] = await fromApi<EventCardAnswer>('get-event-list');
    await page.goto(`/event-detail/${card?.slug}`);
    const link = page.getByRole('link', { name: /Add to calendar/ });
    await expect(link).toHaveAttribute('href', `/event-detail/${card?.slug}/event.ics`);
  });

  test('/events.ics lists every upcoming event, each once', async ({ request }) => {
    const events = await fromApi<EventCardAnswer>('get-event-list');
    const today = new Date().toISOString().slice(0, 10);
    const upcoming = events.filter((event) => (displayDateToIso(event.event_date) ?? '') >= today);
    const calendar = readCalendar(await (await request.get('/events.ics')).text());
    expect(calendar.map((event) => event.summary).sort()).toEqual(upcoming.map((event) => event.title).sort());
    expect(new Set(calendar.map((event) => event.uid)).size).toBe(calendar.length);
  });
});

test('/jobs.xml parses and lists every open role with its link', async ({ request }) => {
  const response = await request.get('/jobs.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const jobs = readJobs(await response.text());
  const { all_job_list: open } = await fromApi<{ all_job_list: { job_title: string; job_details_url: string }[] }>(
    'get-all-openings',
  );
  expect(jobs.map((job) => job.title)).toEqual(open.map((job) => job.job_title));
  expect(jobs.map((job) => job.url)).toEqual(open.map((job) => job.job_details_url));
  expect(new Set(jobs.map((job) => job.referencenumber)).size).toBe(jobs.length);
});
