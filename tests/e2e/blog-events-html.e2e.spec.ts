import { expect, test } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { allBlogSlugs, fromApi } from './support/content-api';
import { canonicalOf, jsonLdBlocks, redirectTarget, titleOf } from './support/html';
import { sitemapLocs } from './support/sitemaps';

type BlogDetailAnswer = {
  blog: { blog_title: string; meta_title: string; blog_category: string; blog_date_for_schema: string }[];
};
type EventCardAnswer = { slug: string; title: string }[];

// These read the HTML as a crawler does: one GET, no JavaScript.
test.describe('prerendered HTML', () => {
  test('the blog list has its cards, title and canonical', async ({ request }) => {
    const html = await (await request.get('/blog')).text();
    const { blogs } = await fromApi<{ blogs: { blog_title: string; blog_slug: string }[] }>('get-blog-list-updated');
    expect(titleOf(html)).toContain('Blog');
    expect(canonicalOf(html)).toBe(`${E2E_URLS.site}/blog`);
    expect(html).toContain('Leadership Recent');
    expect(html).toContain('Most Popular');
    for (const blog of blogs) expect(html).toContain(`href="/blog-details/${blog.blog_slug}"`);
  });

  test('a blog detail has its body, meta title, canonical and Article and BreadcrumbList JSON-LD', async ({
    request,
  }) => {
    const [slug] = await allBlogSlugs();
    const {
      blog: [post],
    } = await fromApi<BlogDetailAnswer>('get-blog-details', { slug: slug ?? '' });
    const html = await (await request.get(`/blog-details/${slug}`)).text();
    expect(titleOf(html)).toContain(post?.meta_title.replace(/&/g, '&amp;'));
    expect(canonicalOf(html)).toBe(`${E2E_URLS.site}/blog-details/${slug}`);
    expect(html).toMatch(/<meta property="og:type" content="article"/);
    expect(html).toContain(`<meta property="article:published_time" content="${post?.blog_date_for_schema}"`);
    expect(html).toMatch(/<h2>[^<]+<\/h2>/);
    const blocks = jsonLdBlocks(html);
    const article = blocks.find((block) => block['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: post?.blog_title,
      datePublished: post?.blog_date_for_schema,
      publisher: { name: 'Talentbridge' },
    });
    expect((article?.image as string[])[0]).toMatch(/^http/);
    expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')).toBeTruthy();
  });

  test('an event detail has its venue, summary, canonical and Event JSON-LD', async ({ request }) => {
    const [event] = await fromApi<EventCardAnswer>('get-event-list');
    const html = await (await request.get(`/event-detail/${event?.slug}`)).text();
    expect(titleOf(html)).toContain(event?.title);
    expect(canonicalOf(html)).toBe(`${E2E_URLS.site}/event-detail/${event?.slug}`);
    expect(html).toContain('Venue and programme');
    expect(jsonLdBlocks(html).find((block) => block['@type'] === 'Event')).toMatchObject({ name: event?.title });
  });

  test('the events page lists every event, each linking to its page', async ({ request }) => {
    const html = await (await request.get('/events')).text();
    expect(html).toContain('Events: Join Us for a Memorable Experience');
    expect(html).toContain('Upcoming Events');
    expect(html).toContain('Past Events');
    for (const event of await fromApi<EventCardAnswer>('get-event-list'))
      expect(html).toContain(`href="/event-detail/${event.slug}"`);
  });
});

test.describe('redirects and not found', () => {
  test('an unknown blog slug is redirected to /blog by HTTP', async ({ request, page }) => {
    const response = await request.get('/blog-details/no-such-post', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(redirectTarget(response)).toBe('/blog');
    await page.goto('/blog-details/another-missing-post');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });

  test('an unknown event slug answers 404', async ({ request }) => {
    const response = await request.get('/event-detail/no-such-event');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('This Page is Not Found');
  });
});

test.describe('sitemap and robots', () => {
  test('the sitemaps list the static pages and every blog, event, service and category', async ({ request }) => {
    const locs = await sitemapLocs(request);
    const site = E2E_URLS.site;
    for (const path of ['', '/blog', '/events']) expect(locs).toContain(`${site}${path}`);
    for (const slug of await allBlogSlugs()) expect(locs).toContain(`${site}/blog-details/${slug}`);
    for (const event of await fromApi<EventCardAnswer>('get-event-list'))
      expect(locs).toContain(`${site}/event-detail/${event.slug}`);
    const services = await fromApi<{ service_slug: string }[]>('get-service-list');
    for (const service of services) expect(locs).toContain(`${site}/services/${service.service_slug}`);
    const { category_array: categories } = await fromApi<{ category_array: { category_slug: string }[] }>(
      'get-hire-category-list',
    );
    for (const category of categories) expect(locs).toContain(`${site}/hire-our-genius-mind/${category.category_slug}`);
  });

  test('robots.txt allows crawling, keeps out of /api/ and points at the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/User-Agent: \*\nAllow: \/\nDisallow: \/api\//);
    expect(robots).toContain(`Sitemap: ${E2E_URLS.site}/sitemap.xml`);
  });
});

test.describe('document order', () => {
  // A loading.tsx boundary would make Next store skeleton-first HTML with the content hidden after the footer.
  test('prerendered posts and events carry their content in place, before the footer, with nothing hidden', async ({
    request,
  }) => {
    const [slug] = await allBlogSlugs();
    const [event] = await fromApi<EventCardAnswer>('get-event-list');
    for (const [path, marker] of [
      [`/blog-details/${slug}`, '<article'],
      [`/event-detail/${event?.slug}`, 'Venue and programme'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html.indexOf(marker), path).toBeGreaterThan(0);
      expect(html.indexOf(marker), path).toBeLessThan(html.indexOf('<footer'));
      expect(html, path).not.toMatch(/<div hidden id="S:\d+"/);
      expect(html, path).not.toContain('aria-busy="true"');
    }
  });
});
