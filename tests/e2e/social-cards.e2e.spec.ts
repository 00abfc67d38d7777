import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { adminWrite, fromApi } from './support/content-api';

type BlogListAnswer = { blogs: { blog_slug: string; blog_title: string }[] };
type Slugged = { slug: string }[];

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

/** The card a page names in og:image, fetched and decoded (not just its header). */
async function cardOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const url = meta(html, 'og:image');
  if (!url) throw new Error(`${path} has no og:image`);
  const response = await request.get(new URL(url).pathname);
  const body = await response.body();
  return { html, url, response, body, decoded: await sharp(body).metadata() };
}

async function pagePaths() {
  const { blogs } = await fromApi<BlogListAnswer>('get-blog-list-updated');
  const [event] = await fromApi<Slugged>('get-event-list');
  const [service] = await fromApi<{ service_slug: string }[]>('get-service-list');
  const {
    category_array: [category],
  } = await fromApi<{ category_array: { category_slug: string }[] }>('get-hire-category-list');
  return {
    post: `/blog-details/${blogs[0]?.blog_slug}`,
    event: `/event-detail/${event?.slug}`,
    service: `/services/${service?.service_slug}`,
    category: `/hire-our-genius-mind/${category?.category_slug}`,
    home: '/',
    fixed: '/pricing',
  };
}

test('every page type names a 1200×630 PNG card with its size and alt, the same for Twitter', async ({ request }) => {
  for (const [kind, path] of Object.entries(await pagePaths())) {
    const { html, url, response, decoded } = await cardOf(request, path);
    expect(response.status(), `${kind} card`).toBe(200);
    expect(response.headers()['content-type'], kind).toBe('image/png');
    expect([decoded.format, decoded.width, decoded.height], kind).toEqual(['png', 1200, 630]);
    expect(meta(html, 'og:image:width'), kind).toBe('1200');
    expect(meta(html, 'og:image:height'), kind).toBe('630');
    expect(meta(html, 'og:image:alt'), kind).toBeTruthy();
    expect(meta(html, 'twitter:card'), kind).toBe('summary_large_image');
    expect(meta(html, 'twitter:image'), kind).toBe(url);
    if (!['home', 'fixed'].includes(kind)) expect(new URL(url).pathname, kind).toBe(`${path}/opengraph-image`);
  }
});

test('an edited post title changes its card within 2 s of the webhook', async ({ request }) => {
  const {
    blogs: [post],
  } = await fromApi<BlogListAnswer>('get-blog-list-updated');
  if (!post) throw new Error('the seed has no posts');
  const path = `/blog-details/${post.blog_slug}/opengraph-image`;
  const before = await (await request.get(path)).body();
  await adminWrite('blogs', post.blog_slug, { blog_title: `${post.blog_title}: a longer card title` });
  try {
    await expect
      .poll(async () => Buffer.compare(await (await request.get(path)).body(), before) !== 0, {
        timeout: 2_000,
        intervals: [50],
      })
      .toBe(true);
  } finally {
    await adminWrite('blogs', post.blog_slug, { blog_title: post.blog_title });
  }
});
