import { expect, type APIRequestContext } from './test';
import { E2E, E2E_URLS } from '../../../scripts/e2e/config.mjs';

/** Reads a call straight from the e2e content API, to compare the site against its source. */
export async function fromApi<T>(call: string, params: Record<string, string> = {}): Promise<T> {
  const url = new URL(`/api/v1/${call}`, E2E_URLS.api);
  Object.entries(params).forEach(([key, value]) => url.searchParams.set(key, value));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${call} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Every blog slug, walking the paged list like the site does. */
export async function allBlogSlugs(): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fromApi<{ blogs: { blog_slug: string }[]; hasMore: boolean }>('get-blog-list-updated', {
      page: String(page),
    });
    slugs.push(...answer.blogs.map((blog) => blog.blog_slug));
    if (!answer.hasMore) return slugs;
  }
}

/** An edit by marketing staff through the admin API; its publish hook then reaches the site. */
export async function adminWrite(
  kind: 'blogs' | 'events' | 'services' | 'categories' | 'testimonials' | 'openings',
  slug: string,
  body?: Record<string, unknown>,
) {
  const response = await fetch(`${E2E_URLS.api}/admin/${kind}/${slug}`, {
    method: body ? 'PUT' : 'DELETE',
    headers: { authorization: `Bearer ${E2E.adminToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok)
    throw new Error(`admin ${body ? 'PUT' : 'DELETE'} ${kind}/${slug}: ${response.status} ${await response.text()}`);
}

/** A read of the admin API (`GET /admin/blogs/{slug}`, `/admin/preview-links?type=blog&slug=…`): its JSON answer. */
export async function adminGet<T>(path: string): Promise<T> {
  const response = await fetch(`${E2E_URLS.api}/admin/${path}`, {
    headers: { authorization: `Bearer ${E2E.adminToken}` },
  });
  if (!response.ok) throw new Error(`admin GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Cleanup of a record a spec created: deletes it, and is content when a test (or a crash) already has. */
export async function adminRemove(kind: Parameters<typeof adminWrite>[0], slug: string) {
  const response = await fetch(`${E2E_URLS.api}/admin/${kind}/${slug}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${E2E.adminToken}` },
  });
  if (!response.ok && response.status !== 404)
    throw new Error(`admin DELETE ${kind}/${slug}: ${response.status} ${await response.text()}`);
}

/** A call to the webhook of the e2e site (or of `site`, another instance), as the publish hook or a forger would make it. */
export function callWebhook(
  request: APIRequestContext,
  body: unknown,
  { secret = E2E.revalidateSecret, query = '', site = '' } = {},
) {
  return request.post(`${site}/api/revalidate${query}`, { headers: { authorization: `Bearer ${secret}` }, data: body });
}

async function control(path: string) {
  const response = await fetch(`${E2E_URLS.control}${path}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}

/** Stops or restarts the e2e content API (scripts/e2e/servers.mjs keeps its database). */
export const contentApi = (action: 'stop' | 'start') => control(`/content-api/${action}`);

/** Runs `during` with the content API (and so the CRM stand-in) stopped, and always starts it again. */
export async function withApiStopped<T>(during: () => Promise<T>): Promise<T> {
  await contentApi('stop');
  try {
    return await during();
  } finally {
    await contentApi('start');
  }
}

/** Kills the e2e site with SIGKILL and resolves once it serves again, from the same build and lead journal. */
export const crashSite = () => control('/site/crash');

/** Starts plain `next start` on a copy of the e2e build (E2E_URLS.stock) and resolves once it answers, or stops it. */
export const stockSite = (action: 'start' | 'stop') => control(`/stock-site/${action}`);

/** Waits until the page at `path` is served with `text` in its HTML. */
export async function expectServedSoon(request: APIRequestContext, path: string, text: string, timeout = 2_000) {
  await expect
    .poll(async () => (await request.get(path, { maxRedirects: 0 })).text(), { timeout, intervals: [50] })
    .toContain(text);
}

/** What `read` answers once two reads in a row, 300 ms apart, agree. */
async function stableAnswer(read: () => Promise<string>): Promise<string> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await read();
        const same = now === last;
        last = now;
        return same;
      },
      { timeout: 10_000, intervals: [300] },
    )
    .toBe(true);
  return last;
}

/**
 * The page's HTML once two reads in a row agree: an earlier spec's revalidation may still be
 * re-rendering it in the background (stale-while-revalidate serves the old copy first).
 */
export const settledHtml = (request: APIRequestContext, path: string): Promise<string> =>
  stableAnswer(async () => (await request.get(path)).text());

/** Checks, every 100 ms for `forMs`, that the page at `path` is served with `text`: no moment without it. */
export async function expectServedThroughout(request: APIRequestContext, path: string, text: string, forMs: number) {
  for (const until = Date.now() + forMs; Date.now() < until;) {
    expect(await (await request.get(path, { maxRedirects: 0 })).text(), path).toContain(text);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until every publish hook an earlier test caused was delivered (the content API's outbox has none
 * pending), then until each page in `paths` is served the same twice in a row: the webhook's re-renders run
 * past its answer (after()), and nothing reports their end but the pages they write.
 */
export async function settleRevalidations(paths: readonly string[] = []) {
  await expect
    .poll(
      async () => {
        const response = await fetch(`${E2E_URLS.api}/admin/outbox?status=pending`, {
          headers: { authorization: `Bearer ${E2E.adminToken}` },
        });
        return ((await response.json()) as unknown[]).length;
      },
      { timeout: 15_000, intervals: [100] },
    )
    .toBe(0);
  for (const path of paths) await stableAnswer(async () => (await fetch(new URL(path, E2E_URLS.site))).text());
}

/**
 * Visits `path` until Next has retried its background re-render `retries` times, each visit answered 200 with one of
 * `texts`. When a re-render fails Next keeps the page and answers HIT for a back-off (about 3 s); the next visit
 * answered STALE starts the retry. A STALE after a HIT is that moment, where a fixed sleep would guess it.
 */
export async function visitThroughFailedRenders(
  request: APIRequestContext,
  path: string,
  texts: readonly string[],
  {
    retries,
    timeout = 30_000,
    label = '',
    orFreshFor,
  }: {
    retries: number;
    timeout?: number;
    label?: string;
    /** Also done when every visit for this long was a HIT: the page is fresh (its re-render succeeded), none to retry. */
    orFreshFor?: number;
  },
) {
  let retried = 0;
  let backingOff = false;
  let hitSince = Date.now();
  const deadline = Date.now() + timeout;
  while (retried < retries) {
    if (Date.now() > deadline) throw new Error(`${label} ${path}: ${retried} of ${retries} retries in ${timeout} ms`);
    const page = await request.get(path, { maxRedirects: 0 });
    const where = `${label} ${path} after ${retried} retries`;
    expect(page.status(), where).toBe(200);
    const html = await page.text();
    expect(
      texts.filter((text) => html.includes(text)),
      `${where} shows ${texts.join(' or ')}`,
    ).not.toEqual([]);
    const cache = page.headers()['x-nextjs-cache'];
    if (cache === 'STALE' && backingOff) retried += 1;
    if (cache !== 'HIT') hitSince = Date.now();
    else if (orFreshFor !== undefined && Date.now() - hitSince > orFreshFor) return;
    backingOff = cache === 'HIT';
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A redirect call on the admin API (`POST /admin/redirects`, `DELETE /admin/redirects/{id}` …); its JSON answer. */
export async function adminRedirects(method: 'GET' | 'POST' | 'DELETE', path = '', body?: Record<string, unknown>) {
  const response = await fetch(`${E2E_URLS.api}/admin/redirects${path}`, {
    method,
    headers: { authorization: `Bearer ${E2E.adminToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`admin ${method} redirects${path}: ${response.status} ${await response.text()}`);
  return response.json();
}
