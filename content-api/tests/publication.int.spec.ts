import Database from '@site/shared/sqlite';
import { describe, expect, it } from 'vitest';
import { ANSWERS } from './contract.ts';
import { adminRequests, getJson, NEW_BLOG, serverForFile } from './helpers.ts';

const { app, config } = serverForFile();
/** A read of the test database itself, for what the API does not answer (stored times, openings' keys). */
const readDb = <T>(query: string, ...params: unknown[]): T => {
  const db = new Database(config().dbPath, { readonly: true });
  try {
    return db
      .prepare(query)
      .pluck()
      .get(...params) as T;
  } finally {
    db.close();
  }
};
const { put } = adminRequests(app);
const call = async <N extends keyof typeof ANSWERS>(name: N, query = '') =>
  ANSWERS[name].parse(await getJson(app(), `/api/v1/${name}${query}`)) as ReturnType<(typeof ANSWERS)[N]['parse']>;

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** Every blog slug the public list shows, page by page. */
async function listedBlogs(): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await call('get-blog-list-updated', `?page=${page}`);
    slugs.push(...answer.blogs.map((blog) => blog.blog_slug));
    if (!answer.hasMore) return slugs;
  }
}

async function sitemapBlogs(): Promise<string[]> {
  const answer = (await getJson(app(), '/api/v1/get-blog-sitemap?size=50000&page=1')) as {
    blogs: { blog_slug: string }[];
  };
  return answer.blogs.map((blog) => blog.blog_slug);
}

/** Whether the public sees the blog anywhere: its page, the list, the popular list, the sitemap, a neighbour link. */
async function blogSeen(slug: string) {
  const detail = await call('get-blog-details', `?slug=${slug}`);
  const [newest] = await listedBlogs();
  const newestDetail = newest === undefined ? undefined : (await call('get-blog-details', `?slug=${newest}`)).blog[0];
  const page = (await getJson(app(), `/api/v1/get-blog-sitemap-pages?size=50000&slug=${slug}`)) as { page: unknown };
  return {
    page: detail.response === 1,
    list: (await listedBlogs()).includes(slug),
    popular: (await call('get-popular-blog-list')).some((blog) => blog.blog_slug === slug),
    sitemap: (await sitemapBlogs()).includes(slug),
    sitemapPage: page.page !== null,
    neighbour: newestDetail?.prev_blog_slug === slug || newestDetail?.next_blog_slug === slug,
  };
}

const NOWHERE = { page: false, list: false, popular: false, sitemap: false, sitemapPage: false, neighbour: false };

describe('publication state on blogs', () => {
  // Dated after every seeded post, so as the newest it would be the newest public post's "next" neighbour.
  const post = { ...NEW_BLOG, blog_date_for_schema: '2099-01-01', popular: true, popular_rank: 0 };

  it('a new blog without status is published; a draft is nowhere in /api/v1', async () => {
    expect((await put('blogs/visible-by-default', { ...post, blog_date_for_schema: '2098-01-01' })).statusCode).toBe(
      201,
    );
    expect((await blogSeen('visible-by-default')).page).toBe(true);

    expect((await put('blogs/a-draft-post', { ...post, status: 'draft' })).statusCode).toBe(201);
    expect(await blogSeen('a-draft-post')).toEqual(NOWHERE);
    // The newest public post no longer has a newer neighbour: the draft is skipped.
    const visible = (await call('get-blog-details', '?slug=visible-by-default')).blog[0];
    expect(visible?.next_blog_slug).toBeNull();

    expect((await put('blogs/a-draft-post', { status: 'published' })).statusCode).toBe(200);
    expect(await blogSeen('a-draft-post')).toEqual({
      ...NOWHERE,
      page: true,
      list: true,
      popular: true,
      sitemap: true,
      sitemapPage: true,
    });
    expect((await call('get-blog-details', '?slug=visible-by-default')).blog[0]?.next_blog_slug).toBe('a-draft-post');
  });

  it('publish_at in the future hides a published post until then; unpublish_at in the past hides it again', async () => {
    expect((await put('blogs/a-draft-post', { publish_at: inHours(1) })).statusCode).toBe(200);
    expect(await blogSeen('a-draft-post')).toEqual(NOWHERE);
    expect((await put('blogs/a-draft-post', { publish_at: inHours(-1) })).statusCode).toBe(200);
    expect((await blogSeen('a-draft-post')).list).toBe(true);
    expect((await put('blogs/a-draft-post', { unpublish_at: inHours(-0.5) })).statusCode).toBe(200);
    expect(await blogSeen('a-draft-post')).toEqual(NOWHERE);
    expect((await put('blogs/a-draft-post', { unpublish_at: null, publish_at: null })).statusCode).toBe(200);
    expect((await blogSeen('a-draft-post')).page).toBe(true);
  });

  it('the admin API checks the fields and stores times as UTC', async () => {
    const cases: [unknown, RegExp][] = [
      [{ status: 'hidden' }, /status:/],
      [{ publish_at: 'next monday' }, /publish_at: must be an ISO 8601 date-time/],
      [{ unpublish_at: '2026-12-01' }, /unpublish_at: must be an ISO 8601 date-time/],
      [{ publish_at: 'x'.repeat(41) }, /publish_at:/],
    ];
    for (const [body, message] of cases) {
      const response = await put('blogs/a-draft-post', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
    // 10:00 at +02:00 is 08:00 UTC: an hour ahead of the instant it is compared with, not two hours behind.
    expect((await put('blogs/a-draft-post', { publish_at: '2099-06-01T10:00:00+02:00' })).statusCode).toBe(200);
    expect(readDb('SELECT publish_at FROM blogs WHERE blog_slug = ?', 'a-draft-post')).toBe('2099-06-01T08:00:00.000Z');
    expect((await blogSeen('a-draft-post')).page).toBe(false);
    expect((await put('blogs/a-draft-post', { publish_at: null })).statusCode).toBe(200);
  });
});

describe('publication state on events, services, categories and openings', () => {
  it('a draft event leaves the list, its page and the sitemap', async () => {
    const [event] = await call('get-event-list');
    const slug = event!.slug;
    expect((await put(`events/${slug}`, { status: 'draft' })).statusCode).toBe(200);
    expect((await call('get-event-list')).map((item) => item.slug)).not.toContain(slug);
    expect(await call('get-event-details', `?slug=${slug}`)).toEqual([]);
    const records = (await getJson(app(), '/api/v1/get-sitemap-records?type=event')) as { slug: string }[];
    expect(records.map((record) => record.slug)).not.toContain(slug);
    expect((await put(`events/${slug}`, { status: 'published' })).statusCode).toBe(200);
    expect((await call('get-event-list')).map((item) => item.slug)).toContain(slug);
  });

  it('a scheduled service leaves the menu and its page; a draft sub-category leaves its siblings', async () => {
    const [service] = await call('get-service-list');
    const sub = service!.sub_service_array[0]!.sub_service_slug;
    expect((await put(`services/${sub}`, { publish_at: inHours(2) })).statusCode).toBe(200);
    const menu = await call('get-service-list');
    expect(menu.flatMap((top) => top.sub_service_array.map((item) => item.sub_service_slug))).not.toContain(sub);
    expect((await call('get-service-details', `?slug=${sub}`)).service_details_array).toEqual([]);

    const [category] = (await call('get-hire-category-list')).category_array;
    const [first, second] = category!.sub_category_array;
    expect((await put(`categories/${second!.sub_category_slug}`, { status: 'draft' })).statusCode).toBe(200);
    const siblings = (await call('get-hire-category-details', `?category_slug=${first!.sub_category_slug}`))
      .subcat_array;
    expect(siblings.map((item) => item.subcat_slug)).not.toContain(second!.sub_category_slug);
    const detail = await call('get-hire-category-details', `?category_slug=${second!.sub_category_slug}`);
    expect(detail.result).toBe(0);
    const records = (await getJson(app(), '/api/v1/get-sitemap-records?type=category')) as { slug: string }[];
    expect(records.map((record) => record.slug)).not.toContain(second!.sub_category_slug);
  });

  it('an opening past unpublish_at leaves both lists', async () => {
    const title = (await call('get-all-openings')).all_job_list[0]!.job_title;
    const slug = readDb<string>('SELECT slug FROM job_openings WHERE job_title = ?', title);
    expect((await put(`openings/${slug}`, { unpublish_at: inHours(-1) })).statusCode).toBe(200);
    const after = await call('get-all-openings');
    expect(after.all_job_list.map((job) => job.job_title)).not.toContain(title);
    const byOffice = after.job_list_location_wise.flatMap((office) => office.location_joblist);
    expect(byOffice.map((job) => job.job_title)).not.toContain(title);
  });
});
