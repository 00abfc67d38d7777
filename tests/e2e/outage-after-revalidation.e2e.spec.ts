import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E } from '../../scripts/e2e/config.mjs';
import {
  allBlogSlugs,
  callWebhook,
  contentApi,
  expectServedSoon,
  fromApi,
  settleRevalidations,
} from './support/content-api';

// After a revalidation the site keeps every page's last good copy, so a content API that dies right
// after the webhook call never turns a page into an error; its edits show once the API is back.

/**
 * A render that failed during the outage makes Next keep the old page and retry no sooner than 3 s
 * later (its back-off for pages without a revalidate period), so the edit shows within this.
 */
const AFTER_RECOVERY_MS = 5_000;

type Row = { table: 'blogs' | 'services'; column: string; key: string; slug: string };

/** Changes a title in the content database without telling the site; returns the old one. */
function setQuietly({ table, column, key, slug }: Row, value: string): string {
  const db = new Database(E2E.dbPath);
  try {
    const old = db.prepare(`SELECT ${column} AS value FROM ${table} WHERE ${key} = ?`).get(slug) as { value: string };
    db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${key} = ?`).run(value, slug);
    return old.value;
  } finally {
    db.close();
  }
}

/** Each page answers 200 with its own content (a text it must contain, or a pattern it must match). */
async function expectAllServed(request: APIRequestContext, expectations: [path: string, text: string | RegExp][]) {
  for (const [path, text] of expectations) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    const html = await page.text();
    if (typeof text === 'string') expect(html, path).toContain(text);
    else expect(html, path).toMatch(text);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Runs `during` with the content API stopped, and always starts it again. */
async function withApiStopped(during: () => Promise<void>) {
  await contentApi('stop');
  try {
    await during();
  } finally {
    await contentApi('start');
  }
}

test.describe.serial('an outage right after a revalidation', () => {
  let post = '';
  let other = '';
  let event = '';
  let service = '';

  // Each test starts once the previous one's restoring revalidation (and its second pass) is done.
  test.beforeEach(() => settleRevalidations());

  test.beforeAll(async () => {
    [post = '', other = ''] = (await allBlogSlugs()).slice(3, 5);
    [{ slug: event = '' } = { slug: '' }] = await fromApi<{ slug: string }[]>('get-event-list');
    [{ service_slug: service = '' } = { service_slug: '' }] =
      await fromApi<{ service_slug: string }[]>('get-service-list');
  });

  test('after "all": every page answers 200 with its last content, and the edit shows once the API is back', async ({
    request,
  }) => {
    const row: Row = { table: 'blogs', column: 'blog_title', key: 'blog_slug', slug: post };
    const original = setQuietly(row, 'Outage Test: Everything Revalidated');
    try {
      expect((await callWebhook(request, { type: 'all' })).status()).toBe(200);
      // The warm-up re-renders the list pages first; /blog shows the new title once it is done.
      await expectServedSoon(request, '/blog', 'Outage Test: Everything Revalidated', 5_000);
      const oldPost = await (await request.get(`/blog-details/${post}`)).text();
      await withApiStopped(() =>
        expectAllServed(request, [
          ['/', 'Trusted By'],
          ['/blog', 'Outage Test: Everything Revalidated'],
          ['/events', 'Upcoming Events'],
          [`/blog-details/${post}`, /<h1[^>]*>([^<]+)</.exec(oldPost)?.[1] ?? ''],
          [`/blog-details/${other}`, 'Next Blog'],
          [`/event-detail/${event}`, 'Venue and programme'],
          ['/sitemap.xml', `/blog-details/${post}`],
        ]),
      );
      await expectServedSoon(
        request,
        `/blog-details/${post}`,
        'Outage Test: Everything Revalidated',
        AFTER_RECOVERY_MS,
      );
    } finally {
      setQuietly(row, original);
      await callWebhook(request, { type: 'blog', slug: post });
    }
  });

  test('after a menu edit: pages that only show the menu keep their last copy, then follow', async ({ request }) => {
    const row: Row = { table: 'services', column: 'service_title', key: 'service_slug', slug: service };
    const original = setQuietly(row, 'Outage Test Service');
    // The last good copy has the menu as it was, or already the new title if a re-render got there first.
    const eitherTitle = new RegExp(`${escapeRegExp(original.replace(/&/g, '&amp;'))}|Outage Test Service`);
    try {
      expect((await callWebhook(request, { type: 'service', slug: service })).status()).toBe(200);
      // Let the warm-up (the service's pages and the sitemap) finish.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await withApiStopped(() =>
        expectAllServed(request, [
          ['/', eitherTitle],
          ['/', 'Trusted By'],
          ['/blog', eitherTitle],
          ['/blog', 'Leadership Recent'],
          [`/blog-details/${other}`, eitherTitle],
          ['/events', eitherTitle],
          [`/event-detail/${event}`, 'Venue and programme'],
          ['/sitemap.xml', `/services/${service}`],
        ]),
      );
      for (const path of ['/', '/blog', `/event-detail/${event}`]) {
        await expectServedSoon(request, path, 'Outage Test Service', AFTER_RECOVERY_MS);
      }
    } finally {
      setQuietly(row, original);
      await callWebhook(request, { type: 'service', slug: service });
    }
  });

  test('after a post edit: the re-rendered post and list show the edit, untouched pages stay', async ({ request }) => {
    const row: Row = { table: 'blogs', column: 'blog_title', key: 'blog_slug', slug: other };
    const original = setQuietly(row, 'Outage Test: One Post Edited');
    try {
      expect((await callWebhook(request, { type: 'blog', slug: other })).status()).toBe(200);
      await expectServedSoon(request, `/blog-details/${other}`, 'Outage Test: One Post Edited', 5_000);
      await expectServedSoon(request, '/blog', 'Outage Test: One Post Edited', 5_000);
      await withApiStopped(() =>
        expectAllServed(request, [
          [`/blog-details/${other}`, 'Outage Test: One Post Edited'],
          ['/blog', 'Outage Test: One Post Edited'],
          [`/blog-details/${post}`, 'Next Blog'],
          ['/', 'Trusted By'],
          ['/events', 'Upcoming Events'],
          ['/sitemap.xml', `/blog-details/${other}`],
        ]),
      );
    } finally {
      setQuietly(row, original);
      await callWebhook(request, { type: 'blog', slug: other });
    }
  });
});
