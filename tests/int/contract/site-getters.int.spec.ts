// @vitest-environment node
// Every site getter (and so every wire schema) against a freshly seeded content API: drift fails CI.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type TestServer, removeTempDirs } from '../../../content-api/tests/helpers';
import { categorySeo, eventSeo } from '@/lib/seo/record-seo';

let backend: TestServer;
let api: typeof import('@/lib/api');

beforeAll(async () => {
  backend = await startServer({ argv: ['--blogs', '20', '--events', '8'] });
  await backend.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = backend.app.server.address() as AddressInfo;
  vi.stubEnv('CONTENT_API_URL', `http://127.0.0.1:${port}`);
  vi.resetModules();
  api = await import('@/lib/api');
}, 60_000);

afterAll(async () => {
  await backend?.app.close();
  removeTempDirs();
  vi.unstubAllEnvs();
});

describe('the site reads every call of a freshly seeded content API', () => {
  it('blog: popular list, pages to the end, and a post with neighbours', async () => {
    const popular = await api.getPopularBlogs();
    expect(popular.length).toBeGreaterThan(0);
    const posts = await api.getNewestBlogPosts(Infinity);
    expect(posts).toHaveLength(20);
    const post = await api.getBlogDetail(posts[1]!.slug);
    expect(post?.seo.title).toBeTruthy();
    expect(post?.prevSlug ?? post?.nextSlug).toBeTruthy();
    expect(await api.getBlogDetail('no-such-post')).toBeNull();
  });

  it('sitemaps: the posts of the one blog file, the file of a post, and each record family with its update time', async () => {
    const { pages, posts } = await api.getBlogSitemap(1);
    expect([pages, posts.length]).toEqual([1, 20]);
    expect(await api.getBlogSitemapPages(posts[0]!.slug)).toEqual({ pages: 1, page: 1 });
    expect(await api.getBlogSitemapPages('no-such-post')).toEqual({ pages: 1, page: null });
    for (const type of ['event', 'service', 'category'] as const) {
      const records = await api.getSitemapRecords(type);
      expect(records.length, type).toBeGreaterThan(0);
      expect(
        records.every((record) => record.slug && Date.parse(record.lastModified) > 0),
        type,
      ).toBe(true);
    }
  });

  it('events: the list and an event', async () => {
    const events = await api.getEvents();
    expect(events).toHaveLength(8);
    expect(eventSeo((await api.getEventDetail(events[0]!.slug))!).description).toBeTruthy();
    expect(await api.getEventDetail('no-such-event')).toBeNull();
  });

  it('services: the menu and a top-level and a child service', async () => {
    const menu = await api.getServiceMenu();
    const parent = menu[0]!;
    expect((await api.getServiceDetail(parent.slug))?.isTopLevel).toBe(true);
    expect((await api.getServiceDetail(parent.children[0]!.slug))?.isTopLevel).toBe(false);
    expect(await api.getServiceDetail('no-such-service')).toBeNull();
  });

  it('categories: the menu and a category, with SEO filled where the CMS left it null', async () => {
    const menu = await api.getCategoryMenu();
    const details = await Promise.all(
      menu.flatMap((category) => [category, ...category.children]).map((item) => api.getCategoryDetail(item.slug)),
    );
    const seo = details.map((detail) => detail && categorySeo(detail));
    expect(seo.every((entry) => entry?.title && entry.description)).toBe(true);
    expect(await api.getCategoryDetail('no-such-category')).toBeNull();
  });

  it('catalogue: trusted-by logos, technology tabs, skills and roles', async () => {
    expect((await api.getTrustedBy()).length).toBeGreaterThan(0);
    expect((await api.getTechnologyTabs()).length).toBeGreaterThan(0);
    const skills = await api.getSkillsAndRoles();
    expect(skills).toBeTruthy();
  });

  it('people: team, executives and testimonials', async () => {
    expect((await api.getTeam()).length).toBeGreaterThan(0);
    expect((await api.getExecutives()).length).toBeGreaterThan(0);
    expect((await api.getTestimonials()).length).toBeGreaterThan(0);
  });

  it('pages: video, pricing and openings', async () => {
    expect((await api.getVideos()).length).toBeGreaterThan(0);
    expect((await api.getVideos(api.LIFE_AT_VIDEO_PAGE_ID)).length).toBeGreaterThan(0);
    expect((await api.getPricing()).length).toBeGreaterThan(0);
    const openings = await api.getOpenings();
    expect(openings.all.length).toBeGreaterThan(0);
    // The JobPosting fields beyond the contract reach the site.
    expect(openings.all.every((job) => job.descriptionHtml.length > 0 && job.employmentType.length > 0)).toBe(true);
  });

  it("redirects: a renamed post's old path and one staff added, and none for an unknown path", async () => {
    const admin = { authorization: `Bearer ${backend.config.adminToken}` };
    const slug = (await api.getNewestBlogPosts(1))[0]!.slug;
    const renamed = await backend.app.inject({
      method: 'PUT',
      url: `/admin/blogs/${slug}`,
      payload: { slug: `${slug}-renamed` },
      headers: admin,
    });
    expect(renamed.statusCode).toBe(200);
    expect(await api.getRedirect(`/blog-details/${slug}`)).toEqual({
      to: `/blog-details/${slug}-renamed`,
      permanent: true,
    });
    const added = await backend.app.inject({
      method: 'POST',
      url: '/admin/redirects',
      payload: { from: '/spring/offer', to: '/pricing', status: 302 },
      headers: admin,
    });
    expect(added.statusCode).toBe(201);
    expect(await api.getRedirect('/spring/offer')).toEqual({ to: '/pricing', permanent: false });
    expect(await api.getRedirect('/no/such/path')).toBeNull();
  });
});
