import { expect, type APIRequestContext } from '@playwright/test';
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

/** A call to the site's webhook, as the publish hook or a forger would make it. */
export function callWebhook(
  request: APIRequestContext,
  body: unknown,
  { secret = E2E.revalidateSecret, query = '' } = {},
) {
  return request.post(`/api/revalidate${query}`, { headers: { authorization: `Bearer ${secret}` }, data: body });
}

async function control(path: string) {
  const response = await fetch(`${E2E_URLS.control}${path}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}

/** Stops or restarts the e2e content API (scripts/e2e/servers.mjs keeps its database). */
export const contentApi = (action: 'stop' | 'start') => control(`/content-api/${action}`);

/** Kills the e2e site with SIGKILL and resolves once it serves again, from the same build and lead journal. */
export const crashSite = () => control('/site/crash');

/** Waits until the page at `path` is served with `text` in its HTML. */
export async function expectServedSoon(request: APIRequestContext, path: string, text: string, timeout = 2_000) {
  await expect
    .poll(async () => (await request.get(path, { maxRedirects: 0 })).text(), { timeout, intervals: [50] })
    .toContain(text);
}

/**
 * The page's HTML once two reads in a row agree: an earlier spec's revalidation may still be
 * re-rendering it in the background (stale-while-revalidate serves the old copy first).
 */
export async function settledHtml(request: APIRequestContext, path: string): Promise<string> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await (await request.get(path)).text();
        const same = now === last;
        last = now;
        return same;
      },
      { timeout: 10_000, intervals: [300] },
    )
    .toBe(true);
  return last;
}

/** How long the webhook's re-renders (after() work, past its answer) take at most here; nothing reports their end. */
const WARM_RENDERS_MS = 1_000;

/**
 * Waits until every publish hook an earlier test caused was delivered (the content API's outbox has none
 * pending), then for the re-renders those calls started.
 */
export async function settleRevalidations() {
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
  await new Promise((resolve) => setTimeout(resolve, WARM_RENDERS_MS));
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
