import { describe, expect, it } from 'vitest';
import { ANSWERS } from './contract.ts';
import { displayDate } from '../src/dates.ts';
import { adminRequests, bearer, getJson, NEW_BLOG, serverForFile, TODAY } from './helpers.ts';

const { app, config } = serverForFile();

const { put, del, outbox } = adminRequests(app);
const blogDetail = async (slug: string) =>
  ANSWERS['get-blog-details'].parse(await getJson(app(), `/api/v1/get-blog-details?slug=${slug}`));

describe('PUT creates, updates and renames blogs', () => {
  it('creates a blog, fills defaults, and queues the hook', async () => {
    const response = await put('blogs/fractional-cfo', NEW_BLOG);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'blog', slug: 'fractional-cfo', created: true });
    const [post] = (await blogDetail('fractional-cfo')).blog;
    expect(post).toMatchObject({
      blog_title: NEW_BLOG.blog_title,
      meta_title: NEW_BLOG.blog_title,
      blog_date: displayDate(TODAY),
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
      /missing fields for a new blog post: blog_short_desc, blog_image, blog_date_for_schema, blog_category, blog_description/,
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
    const Database = (await import('@site/shared/sqlite')).default;
    const db = new Database(config().dbPath, { readonly: true });
    const saved = db
      .prepare('SELECT blog_image, blog_description FROM blogs WHERE blog_slug = ?')
      .get('fractional-cfo');
    db.close();
    expect(saved).toEqual({
      blog_image: '/uploads/images/card-05.webp',
      // Stored as the sanitizer writes it: a void element closed.
      blog_description: '<p>See <img src="/uploads/images/card-04.webp" alt="chart" /></p>',
    });
  });

  it('keeps a picture’s focal point with its path, answers it, and refuses any other fragment', async () => {
    const focused = await put('blogs/fractional-cfo', {
      blog_image: 'http://api.test:4010/uploads/images/card-05.webp#focus=20,85',
    });
    expect(focused.statusCode, focused.body).toBe(200);
    const [post] = (await blogDetail('fractional-cfo')).blog;
    expect(post?.blog_image).toBe('http://api.test:4010/uploads/images/card-05.webp#focus=20,85');
    for (const blog_image of [
      '/uploads/images/card-05.webp#focus=101,5',
      '/uploads/images/card-05.webp#focus=1.5,5',
      '/uploads/images/card-05.webp#top',
      '/uploads/images/card-05.webp#focus=20,85#focus=1,1',
    ]) {
      const refused = await put('blogs/fractional-cfo', { blog_image });
      expect(refused.statusCode, blog_image).toBe(400);
      expect(refused.json().error).toMatch(/blog_image: must be an \/uploads\/… path/);
    }
    expect((await put('blogs/fractional-cfo', { blog_image: '/uploads/images/card-05.webp' })).statusCode).toBe(200);
  });

  it('edits popularity and rank', async () => {
    expect((await put('blogs/fractional-cfo', { popular: true, popular_rank: 0 })).statusCode).toBe(200);
    const popular = ANSWERS['get-popular-blog-list'].parse(await getJson(app(), '/api/v1/get-popular-blog-list'));
    expect(popular[0]?.blog_slug).toBe('fractional-cfo');
    expect((await put('blogs/fractional-cfo', { popular: false })).statusCode).toBe(200);
    const after = ANSWERS['get-popular-blog-list'].parse(await getJson(app(), '/api/v1/get-popular-blog-list'));
    expect(after.map((post) => post.blog_slug)).not.toContain('fractional-cfo');
  });

  it('reorders the blog list through blog_date_for_schema', async () => {
    expect((await put('blogs/fractional-cfo', { blog_date_for_schema: '2001-01-01' })).statusCode).toBe(200);
    const [post] = (await blogDetail('fractional-cfo')).blog;
    expect(post?.prev_blog_slug).toBeNull();
    const first = ANSWERS['get-blog-list-updated'].parse(await getJson(app(), '/api/v1/get-blog-list-updated'));
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
    const { blogs } = ANSWERS['get-blog-list-updated'].parse(await getJson(app(), '/api/v1/get-blog-list-updated'));
    const taken = blogs[0]?.blog_slug ?? '';
    const before = (await outbox()).length;
    const response = await put('blogs/fractional-cfo-guide', { blog_slug: taken });
    expect(response.statusCode).toBe(409);
    expect((await blogDetail('fractional-cfo-guide')).response).toBe(1);
    expect((await outbox()).length).toBe(before);
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
    expect(missing.json().error).toMatch(/no blog post with slug/);
  });

  it('every successful write left exactly one outbox row of the right type (a rename its redirects hook too)', async () => {
    const rows = await outbox();
    const types = rows.map((row) => (row.payload as { type: string }).type);
    expect(new Set(types)).toEqual(new Set(['blog', 'redirects']));
    const pending = (
      await app().inject({ url: '/admin/outbox?status=pending', headers: bearer() })
    ).json() as unknown[];
    expect(pending.length).toBe(rows.length); // the hook target in these tests is down
    expect((await app().inject({ url: '/admin/outbox?status=bogus', headers: bearer() })).statusCode).toBe(400);
  });

  it('stores HTML clean, by the rules the site renders with, and refuses HTML with nothing left to show', async () => {
    const response = await put('blogs/clean-html', {
      ...NEW_BLOG,
      blog_description:
        '<h2 style="color:red" onclick="x()">Plan</h2><script>alert(1)</script><p><a href="javascript:alert(1)">a</a> <a href="/pricing" target="_blank">b</a></p>',
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = (await app().inject({ url: '/api/v1/get-blog-details?slug=clean-html' })).json() as {
      blog: { blog_description: string }[];
    };
    expect(answer.blog[0]?.blog_description).toBe(
      '<h2>Plan</h2><p><a>a</a> <a href="/pricing" target="_blank" rel="noopener noreferrer">b</a></p>',
    );
    const empty = await put('blogs/fractional-cfo', {
      blog_description: '<script>alert(1)</script><style>p{}</style>',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('holds nothing the site can show');
  });
});
