import { expect, test, type APIRequestContext } from './support/test';
// Next has no exports map: Playwright's ESM loader needs the file's own name.
import { ImageResponse } from 'next/og.js';
import { createElement } from 'react';
import sharp from 'sharp';
import { SocialCard } from '@/components/og/SocialCard';
import { blog } from '@/lib/families/blog';
import { CARD_SIZE } from '@/lib/og/card';
import { readCardFonts } from '@/lib/og/font-files';
import { adminWrite, fromApi } from './support/content-api';
import { ownPost } from './support/own-post';

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

/** The card's pixels: two PNGs show the same card when these are equal, whatever their encoding. */
const pixels = (png: Buffer) => sharp(png).raw().toBuffer();

/** The card the site's renderer (components/og) draws for a post of this category and title. */
async function expectedPostCard(category: string, title: string) {
  const kicker = blog.kicker({ category, title } as Parameters<typeof blog.kicker>[0]);
  const card = createElement(SocialCard, { kicker, title });
  return pixels(
    Buffer.from(await new ImageResponse(card, { ...CARD_SIZE, fonts: await readCardFonts() }).arrayBuffer()),
  );
}

test.describe('with a post of its own', () => {
  const post = ownPost('social-cards');

  test('an edited post title changes its card within 2 s of the webhook, to the card of the new title', async ({
    request,
  }) => {
    // A seeded post it only reads, to see the edit re-renders no other card.
    const other = (await fromApi<BlogListAnswer>('get-blog-list-updated')).blogs.find(
      (blog) => blog.blog_slug !== post.slug,
    );
    if (!other) throw new Error('the seed has no posts');
    const category = post.fields.blog_category;
    const card = (slug: string) => `/blog-details/${slug}/opengraph-image`;
    const served = async (slug: string) => (await request.get(card(slug))).body();
    const [before, otherBefore] = [await served(post.slug), await served(other.blog_slug)];
    // The comparison can tell titles apart: the served card is the renderer's card of the current title.
    expect((await pixels(before)).equals(await expectedPostCard(category, post.fields.blog_title))).toBe(true);
    const title = `${post.fields.blog_title}: a longer card title`;
    const expected = await expectedPostCard(category, title);
    await adminWrite('blogs', post.slug, { blog_title: title });
    await expect
      .poll(async () => Buffer.compare(await served(post.slug), before) !== 0, { timeout: 2_000, intervals: [50] })
      .toBe(true);
    expect((await pixels(await served(post.slug))).equals(expected)).toBe(true);
    expect(Buffer.compare(await served(other.blog_slug), otherBefore)).toBe(0);
  });
});
