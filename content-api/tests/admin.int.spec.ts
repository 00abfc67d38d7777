import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS } from './contract.ts';
import { ADMIN_TOKEN, bearer, getJson, removeTempDirs, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.app.close();
  removeTempDirs();
});

const put = (path: string, body: unknown, headers: Record<string, string> = bearer()) =>
  server.app.inject({ method: 'PUT', url: `/admin/${path}`, payload: body as object, headers });
const del = (path: string, headers: Record<string, string> = bearer()) =>
  server.app.inject({ method: 'DELETE', url: `/admin/${path}`, headers });
const outbox = async () =>
  (await server.app.inject({ url: '/admin/outbox', headers: bearer() })).json() as {
    payload: unknown;
    status: string;
  }[];
const blogDetail = async (slug: string) =>
  ANSWERS['get-blog-details'].parse(await getJson(server.app, `/api/v1/get-blog-details?slug=${slug}`));

const NEW_BLOG = {
  blog_title: 'Hiring a Fractional CFO Remotely',
  blog_short_desc: 'When a part-time finance leader makes sense and how to find one',
  blog_image: '/uploads/images/card-03.webp',
  blog_date_for_schema: '2026-11-22',
  blog_category: 'Accounting & Finance',
  blog_description:
    '<h2>Why fractional</h2><p>Most growing companies need senior finance judgement before they need a full-time CFO.</p>',
};

describe('admin auth', () => {
  it.each([
    ['missing', {}],
    ['wrong', bearer('not-the-token')],
    ['not bearer', { authorization: `Basic ${ADMIN_TOKEN}` }],
    ['longer', bearer(`${ADMIN_TOKEN}x`)],
  ])('%s token → 401 JSON', async (_label, headers) => {
    for (const response of [
      await put('blogs/whatever', NEW_BLOG, headers),
      await del('blogs/whatever', headers),
      await server.app.inject({ url: '/admin/leads', headers }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'invalid or missing admin token' });
    }
  });

  it('without CONTENT_ADMIN_TOKEN the admin API is disabled', async () => {
    const bare = await startServer({ env: { CONTENT_ADMIN_TOKEN: '' }, argv: ['--blogs', '1', '--events', '1'] });
    const response = await bare.app.inject({ url: '/admin/outbox', headers: bearer() });
    await bare.app.close();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'admin API disabled: set CONTENT_ADMIN_TOKEN' });
  });

  it('the right token is accepted', async () => {
    expect((await server.app.inject({ url: '/admin/outbox', headers: bearer() })).statusCode).toBe(200);
  });
});

describe('PUT creates, updates and renames', () => {
  it('creates a blog, fills defaults, and queues the hook', async () => {
    const response = await put('blogs/fractional-cfo', NEW_BLOG);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'blog', slug: 'fractional-cfo', created: true });
    const [post] = (await blogDetail('fractional-cfo')).blog;
    expect(post).toMatchObject({
      blog_title: NEW_BLOG.blog_title,
      meta_title: NEW_BLOG.blog_title,
      blog_date: '22 Nov, 2026',
      next_blog_slug: null,
    });
    expect(post?.blog_image).toBe('http://api.test:4010/uploads/images/card-03.webp');
    const [row] = await outbox();
    expect(row?.payload).toEqual({ type: 'blog', slug: 'fractional-cfo' });
  });

  it('a create without the required fields is a 400 naming them', async () => {
    const response = await put('blogs/half-a-post', { blog_title: 'Only a title' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(
      /missing fields for a new blog: blog_short_desc, blog_image, blog_date_for_schema, blog_category, blog_description/,
    );
  });

  it('bad field values and unknown fields are 400s naming them', async () => {
    const cases: [unknown, RegExp][] = [
      [{ blog_title: '' }, /blog_title: must not be empty/],
      [{ blog_image: 'https://elsewhere.example/x.png' }, /blog_image: must be an \/uploads\/… path/],
      [{ blog_date_for_schema: '2026-02-30' }, /blog_date_for_schema: must be a date/],
      [{ popular: 'yes' }, /popular:/],
      [{ blog_date: '12 Mar, 2025', bogus: 1 }, /unknown fields: blog_date, bogus/],
      [{ slug: 'Not A Slug' }, /slug: must be lower-case words/],
      [[1, 2], /expected a JSON object body/],
    ];
    for (const [body, message] of cases) {
      const response = await put('blogs/fractional-cfo', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
  });

  it('accepts absolute image URLs under the public URL and stores them relative', async () => {
    const html = '<p>See <img src="http://api.test:4010/uploads/images/card-04.webp" alt="chart"></p>';
    const response = await put('blogs/fractional-cfo', {
      blog_image: 'http://api.test:4010/uploads/images/card-05.webp',
      blog_description: html,
    });
    expect(response.statusCode).toBe(200);
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(server.config.dbPath, { readonly: true });
    const saved = db
      .prepare('SELECT blog_image, blog_description FROM blogs WHERE blog_slug = ?')
      .get('fractional-cfo');
    db.close();
    expect(saved).toEqual({
      blog_image: '/uploads/images/card-05.webp',
      blog_description: html.replace('http://api.test:4010', ''),
    });
  });

  it('edits popularity and rank', async () => {
    expect((await put('blogs/fractional-cfo', { popular: true, popular_rank: 0 })).statusCode).toBe(200);
    const popular = ANSWERS['get-popular-blog-list'].parse(await getJson(server.app, '/api/v1/get-popular-blog-list'));
    expect(popular[0]?.blog_slug).toBe('fractional-cfo');
    expect((await put('blogs/fractional-cfo', { popular: false })).statusCode).toBe(200);
    const after = ANSWERS['get-popular-blog-list'].parse(await getJson(server.app, '/api/v1/get-popular-blog-list'));
    expect(after.map((post) => post.blog_slug)).not.toContain('fractional-cfo');
  });

  it('reorders the blog list through blog_date_for_schema', async () => {
    expect((await put('blogs/fractional-cfo', { blog_date_for_schema: '2001-01-01' })).statusCode).toBe(200);
    const [post] = (await blogDetail('fractional-cfo')).blog;
    expect(post?.prev_blog_slug).toBeNull();
    const first = ANSWERS['get-blog-list-updated'].parse(await getJson(server.app, '/api/v1/get-blog-list-updated'));
    expect(first.blogs.map((b) => b.blog_slug)).not.toContain('fractional-cfo');
  });

  it('renames with a slug in the body: old slug gone, hook gets slug and previousSlug', async () => {
    const response = await put('blogs/fractional-cfo', {
      slug: 'fractional-cfo-guide',
      blog_title: 'The Fractional CFO Guide',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'fractional-cfo-guide',
      previousSlug: 'fractional-cfo',
      created: false,
    });
    expect((await blogDetail('fractional-cfo')).response).toBe(0);
    expect((await blogDetail('fractional-cfo-guide')).blog[0]?.blog_title).toBe('The Fractional CFO Guide');
    expect((await outbox())[0]?.payload).toEqual({
      type: 'blog',
      slug: 'fractional-cfo-guide',
      previousSlug: 'fractional-cfo',
    });
  });

  it('a rename onto a taken slug is a 409 and changes nothing', async () => {
    const { blogs } = ANSWERS['get-blog-list-updated'].parse(
      await getJson(server.app, '/api/v1/get-blog-list-updated'),
    );
    const taken = blogs[0]?.blog_slug ?? '';
    const before = (await outbox()).length;
    const response = await put('blogs/fractional-cfo-guide', { blog_slug: taken });
    expect(response.statusCode).toBe(409);
    expect((await blogDetail('fractional-cfo-guide')).response).toBe(1);
    expect((await outbox()).length).toBe(before);
  });

  it('events: create with either date form, pin with sort_order, rename', async () => {
    const event = {
      title: 'Remote Hiring Breakfast Toronto',
      city: 'Toronto',
      venue: 'MaRS Discovery District',
      event_date: '05 Jan, 2027',
      genre: 'Breakfast briefing',
      participation_area: 'Founders',
      outline: 'Coffee and a short talk on hiring remote developers.',
      speakers: 'Priya Raman',
      summary: '<p>Join us for breakfast.</p>',
      featured_image: '/uploads/images/gallery-01.webp',
      event_gallery: [{ gallery_image: '/uploads/images/gallery-02.webp' }],
      sort_order: -1,
    };
    expect((await put('events/hiring-breakfast', event)).statusCode).toBe(201);
    const list = ANSWERS['get-event-list'].parse(await getJson(server.app, '/api/v1/get-event-list'));
    expect(list[0]).toMatchObject({ slug: 'hiring-breakfast', event_date: '05 Jan, 2027' });
    expect(
      (await put('events/hiring-breakfast', { slug: 'hiring-breakfast-2027', event_date: '2027-01-06' })).statusCode,
    ).toBe(200);
    const [detail] = ANSWERS['get-event-details'].parse(
      await getJson(server.app, '/api/v1/get-event-details?slug=hiring-breakfast-2027'),
    );
    expect(detail?.event_date).toBe('06 Jan, 2027');
    expect(detail?.event_gallery).toEqual([{ gallery_image: 'http://api.test:4010/uploads/images/gallery-02.webp' }]);
  });

  it('services: create a sub-service, refuse reserved slugs and bad parents', async () => {
    const list = ANSWERS['get-service-list'].parse(await getJson(server.app, '/api/v1/get-service-list'));
    const parent = ANSWERS['get-service-details'].parse(
      await getJson(server.app, `/api/v1/get-service-details?slug=${list[0]?.service_slug}`),
    );
    const parentId = parent.service_details_array[0]?.service_id ?? 0;
    const service = {
      service_title: 'Blockchain Development',
      service_meta_desc: 'Smart contracts and wallets by pre-vetted engineers.',
      service_banner_img: '/uploads/images/banner-01.webp',
      service_banner_bg_img: '/uploads/images/banner-02.webp',
      service_second_section_img: '/uploads/images/card-01.webp',
      service_bottom_section_img: '/uploads/images/card-02.webp',
      parent_service_id: parentId,
      service_platform_array: [{ cardTitle: 'Solidity', cardContent: '<p>Contracts.</p>' }],
    };
    expect((await put('services/blockchain-development', service)).statusCode).toBe(201);
    const after = ANSWERS['get-service-list'].parse(await getJson(server.app, '/api/v1/get-service-list'));
    expect(after[0]?.sub_service_array.map((s) => s.sub_service_slug)).toContain('blockchain-development');

    expect((await put('services/pricing', service)).json().error).toMatch(/taken by a site route/);
    expect((await put('services/blockchain-development', { parent_service_id: 99999 })).json().error).toMatch(
      /no service with id 99999/,
    );
    const child = ANSWERS['get-service-details'].parse(
      await getJson(server.app, '/api/v1/get-service-details?slug=blockchain-development'),
    );
    const childId = child.service_details_array[0]?.service_id;
    expect((await put(`services/${list[1]?.service_slug}`, { parent_service_id: childId })).json().error).toMatch(
      /itself a sub-service/,
    );
    expect((await put(`services/${list[1]?.service_slug}`, { parent_service_id: parentId })).statusCode).toBe(409);
    expect((await del(`services/${list[0]?.service_slug}`)).statusCode).toBe(409);
  });

  it('categories: parent by slug, null meta fields', async () => {
    const category = {
      category_title: 'Rust Developers',
      category_meta_title: null,
      category_banner_bg_img: '/uploads/images/banner-01.webp',
      category_banner_img: '/uploads/images/card-01.webp',
      category_second_img: '/uploads/images/card-02.webp',
      category_third_img: '/uploads/images/card-03.webp',
      category_fourth_img: '/uploads/images/banner-02.webp',
      parent_category_slug: 'developers',
      profile_array: [
        {
          photo: '/uploads/images/avatar-01.webp',
          name: 'Ana G.',
          skill_list: [{ title: 'Rust' }],
          total_yr_exp: 5.2,
          location: 'Medellín, Antioquia, Colombia',
        },
      ],
    };
    expect((await put('categories/rust-developers', category)).statusCode).toBe(201);
    const detail = ANSWERS['get-hire-category-details'].parse(
      await getJson(server.app, '/api/v1/get-hire-category-details?category_slug=rust-developers'),
    );
    expect(detail.category_array[0]).toMatchObject({ parent_category_slug: 'developers', category_meta_title: null });
    expect(detail.profile_array[0]?.total_yr_exp).toBe('5.2');
    expect((await put('categories/rust-developers', { parent_category_slug: 'nope' })).statusCode).toBe(400);
  });
});

describe('DELETE', () => {
  it('removes the record, answers {deleted}, queues the hook; unknown slugs are 404', async () => {
    const response = await del('blogs/fractional-cfo-guide');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 'fractional-cfo-guide' });
    expect((await blogDetail('fractional-cfo-guide')).response).toBe(0);
    expect((await outbox())[0]?.payload).toEqual({ type: 'blog', slug: 'fractional-cfo-guide' });

    const missing = await del('blogs/fractional-cfo-guide');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatch(/no blog with slug/);
    for (const kind of [
      'events/hiring-breakfast-2027',
      'services/blockchain-development',
      'categories/rust-developers',
    ]) {
      expect((await del(kind)).statusCode, kind).toBe(200);
    }
  });

  it('every successful write left exactly one outbox row of the right type', async () => {
    const rows = await outbox();
    const types = rows.map((row) => (row.payload as { type: string }).type);
    expect(new Set(types)).toEqual(new Set(['blog', 'event', 'service', 'category']));
    const pending = (
      await server.app.inject({ url: '/admin/outbox?status=pending', headers: bearer() })
    ).json() as unknown[];
    expect(pending.length).toBe(rows.length); // the hook target in these tests is down
    expect((await server.app.inject({ url: '/admin/outbox?status=bogus', headers: bearer() })).statusCode).toBe(400);
  });
});
