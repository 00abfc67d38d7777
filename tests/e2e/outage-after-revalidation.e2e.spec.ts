import { expect, test, type APIRequestContext } from './support/test';
import { LIST_TYPES, RECORD_TYPES } from '@/lib/content-types';
import {
  allBlogSlugs,
  callWebhook,
  expectServedSoon,
  fromApi,
  settleRevalidations,
  visitThroughFailedRenders,
  withApiStopped,
} from './support/content-api';
import { ownPost } from './support/own-post';
import { asHtml, setQuietly, type Cell } from './support/quiet-edit';

// After a revalidation of any kind the site keeps every page's last good copy, so a content API that
// dies right after the webhook call never turns a page into an error; its edits show once the API is back.
//
// Why no 5-minute wait: tags are marked stale with the 'max' profile, which keeps a copy for a year, so
// how long the API stays down changes nothing in what is served. What an outage does over time is make
// Next retry the background render on a visit at least 3 s after the last failure; each page of the table below
// is visited, with the API down throughout, until Next has retried its render past that back-off (seen as a
// STALE answer after HITs), so it has failed to re-render at least twice and is still served. A page whose
// re-render finished before the API stopped is fresh: HIT for 5 s, more than a back-off, it has nothing to retry.

/** Time for a page to follow once the API is back: a retry after the back-off, on a busy machine. */
const AFTER_RECOVERY_MS = 15_000;

interface Change {
  /** The webhook body, as the content API's publish hook sends it. */
  body: Record<string, string>;
  /** The value the change edits quietly before the webhook call. */
  cell: Cell;
  marker: string;
  /** Pages that must stay 200 with the old value or the new one during the outage. */
  pages: string[];
  /** Pages that must show the new value once the API is back. */
  follow: string[];
}

const first = (table: string, extra = '') => ({ table, where: `id = (SELECT MIN(id) FROM ${table} ${extra})` });

/** Every record type with a slug (and a rename with previousSlug) and every list type, each with pages that show it. */
async function changeTable(post = '', renamed = ''): Promise<Change[]> {
  const [{ slug: event = '' } = { slug: '' }] = await fromApi<{ slug: string }[]>('get-event-list');
  const [{ service_slug: service = '' } = { service_slug: '' }] =
    await fromApi<{ service_slug: string }[]>('get-service-list');
  const { category_array: categories } = await fromApi<{ category_array: { category_slug: string }[] }>(
    'get-hire-category-list',
  );
  const category = categories[0]?.category_slug ?? '';
  const bySlug = (table: string, key: string, slug: string) => ({ table, where: `${key} = ?`, params: [slug] });
  const marker = (name: string) => `Outage Check ${name}`;
  return [
    {
      body: { type: 'blog', slug: post },
      cell: { ...bySlug('blogs', 'blog_slug', post), column: 'blog_title' },
      marker: marker('blog'),
      pages: [`/blog-details/${post}`, '/blog'],
      follow: [`/blog-details/${post}`, '/blog'],
    },
    {
      body: { type: 'blog', slug: 'outage-check-renamed', previousSlug: renamed },
      cell: { ...bySlug('blogs', 'blog_slug', renamed), column: 'blog_slug' },
      marker: 'outage-check-renamed',
      // The old URL is the one page expired on purpose (it must never show the old post again).
      pages: ['/blog'],
      follow: ['/blog', '/blog-details/outage-check-renamed'],
    },
    {
      body: { type: 'event', slug: event },
      cell: { ...bySlug('events', 'slug', event), column: 'title' },
      marker: marker('event'),
      pages: [`/event-detail/${event}`, '/events'],
      // /events also has a daily period, which makes Next wait 30 s before a retry: its detail page is enough here.
      follow: [`/event-detail/${event}`],
    },
    {
      body: { type: 'service', slug: service },
      cell: { ...bySlug('services', 'service_slug', service), column: 'service_title' },
      marker: marker('service'),
      pages: [`/services/${service}`, '/', '/blog'],
      follow: [`/services/${service}`, '/', '/blog'],
    },
    {
      body: { type: 'category', slug: category },
      cell: { ...bySlug('categories', 'category_slug', category), column: 'category_title' },
      marker: marker('category'),
      pages: [`/hire-our-genius-mind/${category}`, '/'],
      follow: [`/hire-our-genius-mind/${category}`, '/'],
    },
    list('trustedby', { ...first('trusted_by'), column: 'title' }, ['/']),
    list('technology', { ...first('technology_tabs'), column: 'tab_name' }, ['/']),
    list('team', { ...first('team_members'), column: 'name' }, ['/our-team']),
    list('testimonials', { ...first('testimonials'), column: 'testimonial_content' }, ['/customer-review']),
    list('video', { ...first('videos', 'WHERE page_id = 3'), column: 'video_title' }, ['/distinct-vetting-process']),
    list('pricing', { ...first('pricing_categories'), column: 'category_title' }, ['/pricing']),
    list('openings', { ...first('job_openings'), column: 'job_title' }, ['/current-openings']),
    list('skills', { ...first('developer_skills'), column: 'title' }, ['/see-all-skills']),
  ];
}

function list(type: string, cell: Cell, pages: string[]): Change {
  return { body: { type }, cell, marker: `Outage Check ${type}`, pages, follow: pages };
}

/** Each page answers 200 and contains one of the texts (its last good copy is the old or the new one). */
async function expectServed(request: APIRequestContext, path: string, texts: string[], label: string) {
  const page = await request.get(path, { maxRedirects: 0 });
  expect(page.status(), `${label}: ${path}`).toBe(200);
  const html = await page.text();
  expect(
    texts.some((text) => html.includes(text)),
    `${label}: ${path} shows ${texts.join(' or ')}`,
  ).toBe(true);
}

test.describe.serial('an outage right after a revalidation', () => {
  // Posts of its own to edit and rename; the other records are seeded, restored from the database's values.
  const post = ownPost('outage');
  const renamed = ownPost('outage-rename');
  // Each test starts once the previous one's restoring revalidation (and its second pass) is done, and with its
  // posts rendered once (they are not in the build), so the outage has a last good copy of them to serve.
  test.beforeEach(() => settleRevalidations([post.path, renamed.path]));

  test('the table names every webhook type', async () => {
    const types = new Set((await changeTable(post.slug, renamed.slug)).map((change) => change.body.type));
    expect([...types].sort()).toEqual([...RECORD_TYPES, ...LIST_TYPES].sort());
  });

  test('after "all": every page answers 200 with its last content, and the edit shows once the API is back', async ({
    request,
  }) => {
    // A seeded post it only reads: one the call re-renders and nobody edited.
    const other = (await allBlogSlugs()).find((slug) => ![post.slug, renamed.slug].includes(slug)) ?? '';
    const [{ slug: event = '' } = { slug: '' }] = await fromApi<{ slug: string }[]>('get-event-list');
    const cell: Cell = { table: 'blogs', column: 'blog_title', where: 'blog_slug = ?', params: [post.slug] };
    const original = setQuietly(cell, 'Outage Test: Everything Revalidated');
    try {
      expect((await callWebhook(request, { type: 'all' })).status()).toBe(200);
      // The warm-up re-renders the list pages first; /blog shows the new title once it is done.
      await expectServedSoon(request, '/blog', 'Outage Test: Everything Revalidated', 5_000);
      const oldPost = asHtml(post.fields.blog_title);
      await withApiStopped(async () => {
        const expectations: [path: string, ...texts: string[]][] = [
          ['/', 'Trusted By'],
          ['/blog', 'Outage Test: Everything Revalidated'],
          ['/events', 'Upcoming Events'],
          // Its copy from before the call, or the new one if its background render finished before the API stopped.
          [post.path, oldPost, 'Outage Test: Everything Revalidated'],
          [`/blog-details/${other}`, 'Next Blog'],
          [`/event-detail/${event}`, 'Venue and programme'],
          ['/sitemaps/blog/1.xml', post.path],
        ];
        for (const [path, ...texts] of expectations) await expectServed(request, path, texts, '"all"');
      });
      await expectServedSoon(request, post.path, 'Outage Test: Everything Revalidated', 5_000);
    } finally {
      setQuietly(cell, original);
      await callWebhook(request, { type: 'blog', slug: post.slug });
    }
  });

  // It caught, behind next-glue/server/main.mjs, a stale page served with a 500 when its background re-render failed: the
  // CSP server held the head, so Next thought it unsent (next-glue/server/hash-html-response.mjs now freezes a held head).
  test('after a webhook call of each record and list type: every page keeps its last content, then follows', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const changes = await changeTable(post.slug, renamed.slug);
    const originals: string[] = [];
    try {
      for (const change of changes) originals.push(setQuietly(change.cell, change.marker));
      for (const change of changes) {
        expect((await callWebhook(request, change.body)).status(), JSON.stringify(change.body)).toBe(200);
      }
      // The API dies while the webhooks' re-renders (and, 1.5 s later, their second passes) are under way.
      await withApiStopped(async () => {
        const served = changes.flatMap((change, index) =>
          change.pages.map((path) => ({ path, texts: [asHtml(originals[index] ?? ''), asHtml(change.marker)] })),
        );
        for (const { path, texts } of served) await expectServed(request, path, texts, 'first visit');
        // Then each page past Next's back-off, which retries its render (and fails again), all at once.
        await Promise.all(
          served.map(({ path, texts }) =>
            visitThroughFailedRenders(request, path, texts, { retries: 1, label: 'retried', orFreshFor: 5_000 }),
          ),
        );
        // A webhook call during the outage changes nothing and asks to be retried.
        for (const change of changes) expect((await callWebhook(request, change.body)).status()).toBe(503);
      });
      for (const change of changes) {
        for (const path of change.follow) {
          await expectServedSoon(request, path, asHtml(change.marker), AFTER_RECOVERY_MS);
        }
      }
    } finally {
      for (const [index, change] of changes.entries()) {
        const original = originals[index];
        if (original === undefined) continue;
        // A rename is undone by the new slug.
        const restored = { ...change.cell, params: change.body.previousSlug ? [change.marker] : change.cell.params };
        setQuietly(restored, original);
      }
      for (const change of changes) {
        const body = change.body.previousSlug
          ? { type: 'blog', slug: change.body.previousSlug, previousSlug: change.body.slug }
          : change.body;
        await callWebhook(request, body);
      }
      // The next spec starts once every page is back to its content, not while thirteen re-renders queue.
      for (const change of changes) {
        for (const path of change.follow.filter((page) => !page.includes(change.marker))) {
          await expect
            .poll(async () => (await request.get(path)).text(), { timeout: AFTER_RECOVERY_MS })
            .not.toContain(asHtml(change.marker));
        }
      }
    }
  });
});
