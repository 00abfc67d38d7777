import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { backoffDelay } from '../src/admin/delivery-worker.ts';
import { DEFAULT_OUTBOX_TIMING } from '../src/config.ts';
import {
  HOOK_SECRET,
  bearer,
  freePort,
  removeTempDirs,
  startReceiver,
  startServer,
  tempDir,
  waitFor,
  type Receiver,
  type ReceiverAnswer,
  type ServerOptions,
  type TestServer,
} from './helpers.ts';

interface OutboxItem {
  id: number;
  status: 'pending' | 'delivered';
  payload: { type: string; slug: string; previousSlug?: string };
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
}

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});
afterAll(removeTempDirs);

async function serverWithHook(
  url: string,
  dir?: string,
  env: Record<string, string> = {},
  outbox?: ServerOptions['outbox'],
): Promise<TestServer> {
  const server = await startServer({ dir, env: { SITE_REVALIDATE_URL: url, ...env }, outbox });
  cleanup.push(() => server.app.close());
  return server;
}

async function receiver(port = 0, answer: number | ReceiverAnswer = 200): Promise<Receiver> {
  const hook = await startReceiver(port, answer);
  cleanup.push(() => hook.close());
  return hook;
}

const outbox = async (server: TestServer) =>
  (await server.app.inject({ url: '/admin/outbox', headers: bearer() })).json() as OutboxItem[];

/** Edits the title of the `index`th post of the list, and returns its slug. */
const editBlog = async (server: TestServer, title: string, index = 0) => {
  const { blogs } = (await server.app.inject('/api/v1/get-blog-list-updated')).json() as {
    blogs: { blog_slug: string }[];
  };
  const slug = blogs[index]?.blog_slug ?? '';
  const response = await server.app.inject({
    method: 'PUT',
    url: `/admin/blogs/${slug}`,
    payload: { blog_title: title },
    headers: bearer(),
  });
  expect(response.statusCode).toBe(200);
  return slug;
};

describe('publish-hook outbox', () => {
  it('delivers right after the commit, with the secret as a bearer token', async () => {
    const hook = await receiver();
    // With the poll timer an hour away, only the kick that follows the commit can deliver.
    const server = await serverWithHook(hook.url, undefined, {}, { pollMs: 3_600_000 });
    const slug = await editBlog(server, 'A fresh title');
    const [request] = await waitFor(() => hook.requests.length > 0 && hook.requests);
    expect(request?.body).toEqual({ type: 'blog', slug });
    expect(request?.authorization).toBe(`Bearer ${HOOK_SECRET}`);
    const [row] = await waitFor(async () => {
      const rows = await outbox(server);
      return rows[0]?.status === 'delivered' && rows;
    });
    expect(row).toMatchObject({ attempts: 1, last_error: null, next_attempt_at: null });
  });

  it('delivers list changes as exactly {type}, the names the site’s webhook accepts', async () => {
    const hook = await receiver();
    const server = await serverWithHook(hook.url);
    const edits: [string, Record<string, unknown>][] = [
      ['testimonials/michael-harrington', { ratings: 4 }],
      ['team-members/rachel-goldberg', { designation: 'Founder & CEO' }],
      ['pricing-categories/developers', { category_title: 'Software Developers' }],
      ['technologies/frontend', { tabName: 'Frontend' }],
      ['trusted-by/northwind-logistics', { title: 'Northwind' }],
      ['videos/how-we-find-the-top-10-our-seven-stage-vetting-process', { video_title: 'How we vet' }],
      ['openings/senior-react-developer', { remote: false }],
    ];
    for (const [path, payload] of edits) {
      const response = await server.app.inject({ method: 'PUT', url: `/admin/${path}`, payload, headers: bearer() });
      expect(response.statusCode, path).toBe(200);
    }
    await waitFor(() => hook.requests.length >= edits.length);
    expect(hook.requests.map((request) => request.body)).toEqual(
      ['testimonials', 'team', 'pricing', 'technology', 'trustedby', 'video', 'openings'].map((type) => ({ type })),
    );
  });

  it('retries while the site is down and delivers, in order, once a receiver comes up on that URL', async () => {
    const port = await freePort();
    const server = await serverWithHook(`http://127.0.0.1:${port}/api/revalidate`);
    // Three different posts: a reordering changes which slug arrives when.
    const slugs = [
      await editBlog(server, 'Edited while the site is down', 2),
      await editBlog(server, 'Edited second while the site is down', 0),
      await editBlog(server, 'Edited third while the site is down', 1),
    ];
    expect(new Set(slugs).size).toBe(3);
    const pending = await waitFor(async () => {
      const rows = await outbox(server);
      return rows.find((row) => row.attempts >= 2) && rows;
    });
    // Newest first: the oldest row is the head the worker keeps retrying, and only it has been tried.
    expect(pending.map((row) => row.payload)).toEqual(slugs.map((slug) => ({ type: 'blog', slug })).reverse());
    const head = pending.at(-1);
    expect(head).toMatchObject({ status: 'pending', payload: { type: 'blog', slug: slugs[0] } });
    expect(head?.last_error).toMatch(/fetch failed|ECONNREFUSED/);
    expect(Date.parse(head?.next_attempt_at ?? '')).toBeGreaterThan(0);
    expect(pending.slice(0, -1).map((row) => row.attempts)).toEqual([0, 0]);

    const hook = await receiver(port);
    await waitFor(() => hook.requests.length >= 3, 5_000);
    expect(hook.requests.map((request) => request.body)).toEqual(slugs.map((slug) => ({ type: 'blog', slug })));
    const rows = await waitFor(async () => {
      const all = await outbox(server);
      return all.every((row) => row.status === 'delivered') && all;
    });
    expect(rows.every((row) => row.delivered_at !== null)).toBe(true);
  });

  it('gives up on a receiver that never answers after the timeout, then retries and delivers', async () => {
    // The first request hangs; the retry is answered.
    const hook = await receiver(0, (index) => (index === 0 ? 'hang' : { status: 200 }));
    // Retries an hour away: only the next commit's kick retries, so the failed attempt stays readable.
    const hour = 3_600_000;
    const timing = { timeoutMs: 300, baseDelayMs: hour, maxDelayMs: hour, pollMs: hour };
    const server = await serverWithHook(hook.url, undefined, {}, timing);
    const slug = await editBlog(server, 'The site hangs');
    const [timedOut] = await waitFor(async () => {
      const rows = await outbox(server);
      return Boolean(rows[0]?.last_error) && rows;
    });
    expect(timedOut).toMatchObject({ status: 'pending', attempts: 1 });
    expect(timedOut?.last_error).toMatch(/timeout|aborted/i);
    expect(hook.requests).toHaveLength(1);

    const next = await editBlog(server, 'The next edit kicks the worker', 1);
    const rows = await waitFor(async () => {
      const all = await outbox(server);
      return all.length === 2 && all.every((row) => row.status === 'delivered') && all;
    });
    expect(rows.at(-1)).toMatchObject({ attempts: 2, last_error: null });
    expect(hook.requests.map((request) => request.body)).toEqual(
      [slug, slug, next].map((sent) => ({ type: 'blog', slug: sent })),
    );
  });

  it('takes a redirect as a failure: it does not follow it, records it and retries', async () => {
    // A webhook that moved is misconfigured: following it would post the secret to wherever it points.
    const elsewhere = await receiver();
    const hook = await receiver(0, () => ({ status: 308, headers: { location: elsewhere.url } }));
    const server = await serverWithHook(hook.url);
    await editBlog(server, 'The site redirects');
    const [row] = await waitFor(async () => {
      const rows = await outbox(server);
      return (rows[0]?.attempts ?? 0) >= 2 && rows;
    });
    expect(row).toMatchObject({ status: 'pending', last_error: 'HTTP 308', delivered_at: null });
    expect(hook.requests.length).toBeGreaterThanOrEqual(2);
    expect(elsewhere.requests).toEqual([]);
  });

  it('retries a non-2xx answer and records it', async () => {
    const hook = await receiver(0, 503);
    const server = await serverWithHook(hook.url);
    await editBlog(server, 'Site answers 503');
    const [row] = await waitFor(async () => {
      const rows = await outbox(server);
      return (rows[0]?.attempts ?? 0) >= 3 && rows;
    });
    expect(row).toMatchObject({ status: 'pending', last_error: 'HTTP 503' });
    expect(hook.requests.length).toBeGreaterThanOrEqual(3);
  });

  it('a pending row survives a restart and is delivered by the next process', async () => {
    const dir = tempDir();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/api/revalidate`;
    const first = await startServer({ dir, env: { SITE_REVALIDATE_URL: url } });
    const slug = await editBlog(first, 'Edited before a restart');
    await waitFor(async () => ((await outbox(first))[0]?.attempts ?? 0) >= 1);
    await first.app.close();

    const hook = await receiver(port);
    const second = await serverWithHook(url, dir);
    await waitFor(() => hook.requests.length > 0);
    expect(hook.requests[0]?.body).toEqual({ type: 'blog', slug });
    await waitFor(async () => (await outbox(second))[0]?.status === 'delivered');
  });

  it('without REVALIDATE_SECRET deliveries stay pending, untried', async () => {
    const hook = await receiver();
    const server = await serverWithHook(hook.url, undefined, { REVALIDATE_SECRET: '' });
    await editBlog(server, 'No secret configured');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(hook.requests).toHaveLength(0);
    expect((await outbox(server))[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('backs off exponentially up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => backoffDelay(attempt, DEFAULT_OUTBOX_TIMING))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});
