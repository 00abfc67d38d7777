import { describe, expect, it } from 'vitest';
import { ANSWERS } from './contract.ts';
import { adminRequests, getJson, NEW_BLOG, NEW_EVENT, waitFor, type TestServer } from './helpers.ts';
import { NEW_OPENING, nextMidnight, scheduleFixtures, shiftedClock } from './schedule-helpers.ts';

const fixtures = scheduleFixtures();
// Well inside the 2 s a scheduled change has to show: the site then has the rest of it to render.
const ON_TIME_MS = 1_000;
// Far enough ahead that the checks before the moment finish first, even on a loaded machine.
const SOON = 1_500;

const requests = (server: TestServer) => adminRequests(() => server.app);
const at = (ms: number) => new Date(ms).toISOString();

const onTime = (delay: number) => {
  expect(delay).toBeGreaterThanOrEqual(0);
  expect(delay).toBeLessThan(ON_TIME_MS);
};

const blogList = async (server: TestServer) =>
  ANSWERS['get-blog-list-updated'].parse(await getJson(server.app, '/api/v1/get-blog-list-updated')).blogs;

const openingTitles = async (server: TestServer) =>
  ANSWERS['get-all-openings']
    .parse(await getJson(server.app, '/api/v1/get-all-openings'))
    .all_job_list.map((job) => job.job_title);

/**
 * A server whose clock stands just before the end of its day (UTC), so a date ends in a moment: its hook, that
 * day (YYYY-MM-DD) and when the day ends in real time (epoch ms).
 */
async function serverBeforeMidnight() {
  const clock = shiftedClock();
  const hook = await fixtures.receiver();
  const server = await fixtures.server({ hook, clock: clock.now });
  const today = clock.now();
  clock.offsetMs = nextMidnight(today) - SOON * 2 - Date.now();
  return { server, hook, day: today.toISOString().slice(0, 10), due: nextMidnight(today) - clock.offsetMs };
}

describe('the scheduler announces each moment through the outbox, on time', () => {
  it('publishes a post at its publish_at: hidden before, listed after, the hook sent like a create', async () => {
    const hook = await fixtures.receiver();
    const server = await fixtures.server({ hook });
    const due = Date.now() + SOON;
    expect((await requests(server).put('blogs/scheduled-post', { ...NEW_BLOG, publish_at: at(due) })).statusCode).toBe(
      201,
    );
    expect((await blogList(server)).map((blog) => blog.blog_slug)).not.toContain('scheduled-post');
    await waitFor(() => hook.requests.length >= 2);
    onTime((hook.requests[1]?.at ?? 0) - due);
    expect(hook.requests[1]?.body).toEqual({ type: 'blog', slug: 'scheduled-post' });
    expect((await blogList(server)).map((blog) => blog.blog_slug)).toContain('scheduled-post');
  });

  it('unpublishes a post at its unpublish_at, announced like a delete of its slug', async () => {
    const hook = await fixtures.receiver();
    const server = await fixtures.server({ hook });
    const [post] = await blogList(server);
    const slug = post?.blog_slug ?? '';
    const due = Date.now() + SOON;
    await requests(server).put(`blogs/${slug}`, { unpublish_at: at(due) });
    // The edit's own hook, then the scheduler's at the moment.
    await waitFor(() => hook.requests.length >= 2);
    onTime((hook.requests[1]?.at ?? 0) - due);
    expect(hook.requests[1]?.body).toEqual({ type: 'blog', slug });
    const detail = await getJson(server.app, `/api/v1/get-blog-details?slug=${slug}`);
    expect(detail).toMatchObject({ blog: [] });
  });

  it('closes an opening at a valid_through instant: it leaves get-all-openings and the list is announced', async () => {
    const hook = await fixtures.receiver();
    const server = await fixtures.server({ hook });
    const due = Date.now() + SOON;
    await requests(server).put('openings/closing-role', { ...NEW_OPENING, valid_through: at(due) });
    expect(await openingTitles(server)).toContain(NEW_OPENING.job_title);
    await waitFor(() => hook.requests.length >= 2);
    onTime((hook.requests[1]?.at ?? 0) - due);
    expect(hook.requests[1]?.body).toEqual({ type: 'openings' });
    expect(await openingTitles(server)).not.toContain(NEW_OPENING.job_title);
  });

  it('valid_through takes a date or an instant (stored in UTC) and refuses anything else', async () => {
    const server = await fixtures.server();
    const { put } = requests(server);
    await put('openings/timed-role', { ...NEW_OPENING, valid_through: '2027-01-31T17:00:00+01:00' });
    // By its key (its default apply link names it): a seeded opening of the same day may come first in the list.
    const job = ANSWERS['get-all-openings']
      .parse(await getJson(server.app, '/api/v1/get-all-openings'))
      .all_job_list.find((each) => each.job_details_url.endsWith('job=timed-role'));
    expect(job?.valid_through).toBe('2027-01-31T16:00:00.000Z');
    for (const bad of ['soon', '2027-02-30', '2027-01-31 17:00'.padEnd(50, '0')]) {
      const refused = await put('openings/timed-role', { valid_through: bad });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().error, bad).toMatch(/valid_through/);
    }
  });

  it('a valid_through date is open through the end of that day (UTC), then announced', async () => {
    const { server, hook, day, due } = await serverBeforeMidnight();
    await requests(server).put('openings/closing-role', { ...NEW_OPENING, valid_through: day });
    expect(await openingTitles(server)).toContain(NEW_OPENING.job_title);
    await waitFor(() => hook.requests.length >= 2);
    onTime((hook.requests[1]?.at ?? 0) - due);
    expect(await openingTitles(server)).not.toContain(NEW_OPENING.job_title);
  });

  it('an event moves to the past when its day ends: the event is announced so the list re-renders', async () => {
    const { server, hook, day, due } = await serverBeforeMidnight();
    await requests(server).put('events/breakfast', { ...NEW_EVENT, event_date: day });
    await waitFor(() => hook.requests.length >= 2);
    onTime((hook.requests[1]?.at ?? 0) - due);
    expect(hook.requests[1]?.body).toEqual({ type: 'event', slug: 'breakfast' });
  });
});

describe('admin writes re-arm the timer', () => {
  it('a publish_at moved from next hour to a moment away fires at the new moment, once', async () => {
    const hook = await fixtures.receiver();
    const server = await fixtures.server({ hook });
    const { put, outbox } = requests(server);
    await put('blogs/moved-post', { ...NEW_BLOG, publish_at: at(Date.now() + 3_600_000) });
    const due = Date.now() + SOON;
    await put('blogs/moved-post', { publish_at: at(due) });
    await waitFor(() => hook.requests.length >= 3);
    onTime((hook.requests[2]?.at ?? 0) - due);
    // Another write re-arms again; nothing due is left, so nothing more is sent.
    await put('blogs/moved-post', { blog_short_desc: 'Edited after it went live' });
    await waitFor(() => hook.requests.length >= 4);
    expect((await outbox()).filter((row) => JSON.stringify(row.payload).includes('moved-post'))).toHaveLength(4);
  });

  it('a publish_at moved later is not announced at the old moment', async () => {
    const clock = shiftedClock();
    const hook = await fixtures.receiver();
    const server = await fixtures.server({ hook, clock: clock.now });
    const { put, outbox } = requests(server);
    const first = Date.now() + SOON;
    await put('blogs/later-post', { ...NEW_BLOG, publish_at: at(first) });
    await put('blogs/later-post', { publish_at: at(first + 3_600_000) });
    // The server's clock jumps past the old moment; a write re-arms, and a due moment would be enqueued at once.
    clock.offsetMs = SOON * 2;
    await put('blogs/another-post', { ...NEW_BLOG, blog_title: 'Another post' });
    expect((await outbox()).map((row) => row.payload).reverse()).toEqual([
      { type: 'blog', slug: 'later-post' },
      { type: 'blog', slug: 'later-post' },
      { type: 'blog', slug: 'another-post' },
    ]);
  });
});
