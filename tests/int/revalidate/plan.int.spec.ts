// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { planRevalidation } from '@/lib/revalidate/plan';
import {
  blogDetail,
  emptyCategoryDetails,
  emptyServiceDetails,
  serviceDetails,
  serviceList,
} from '../../fixtures/api-answers';
import { API, mockContentApi } from '../support/api-server';

const { server } = mockContentApi();
/** Posts the content API knows, with their [older, newer] neighbours. */
const POSTS: Record<string, [string | null, string | null]> = {
  'new-post': ['older', 'newer'],
  renamed: ['older', null],
};

/** The blog file each post the content API knows is in (its id range), and how many files there are. */
const BLOG_FILES: Record<string, number> = { 'new-post': 2, renamed: 1 };
/** The count the site's cache holds (read without a slug, through the cache) and the API's count now (with one). */
const blogFileCount = { cached: 2, now: 2 };

function backend() {
  server.use(
    http.get(`${API}/get-blog-sitemap-pages`, ({ request }) => {
      const slug = new URL(request.url).searchParams.get('slug');
      if (!slug) return HttpResponse.json({ pages: blogFileCount.cached, page: null });
      return HttpResponse.json({ pages: blogFileCount.now, page: BLOG_FILES[slug] ?? null });
    }),
    http.get(`${API}/get-service-list`, () => HttpResponse.json(serviceList)),
    http.get(`${API}/get-blog-details`, ({ request }) => {
      const neighbours = POSTS[new URL(request.url).searchParams.get('slug') ?? ''];
      return neighbours
        ? HttpResponse.json({
            response: 1,
            blog: [{ ...blogDetail, prev_blog_slug: neighbours[0], next_blog_slug: neighbours[1] }],
          })
        : HttpResponse.json({ response: 0, blog: [] });
    }),
    http.get(`${API}/get-service-details`, ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('slug') === 'web' ? serviceDetails : emptyServiceDetails),
    ),
    http.get(`${API}/get-hire-category-details`, () => HttpResponse.json(emptyCategoryDetails)),
  );
}

describe('planRevalidation', () => {
  it('marks a post, its neighbours, its lists (which the feeds read) and its blog sitemap file stale, and re-renders them', async () => {
    backend();
    // The neighbours' pages re-render for their links; their cards show only their own title, so they wait.
    expect(await planRevalidation({ type: 'blog', slug: 'new-post' })).toEqual({
      stale: ['blog:new-post', 'blog:older', 'blog:newer', 'blog-list', 'blog-popular', 'sitemap-blog:2'],
      expire: [],
      reRender: [
        '/blog-details/new-post',
        '/blog-details/new-post/opengraph-image',
        '/blog-details/older',
        '/blog-details/newer',
        '/blog',
        '/blog/feed.xml',
        '/blog/atom.xml',
        '/sitemaps/blog/2.xml',
      ],
    });
  });

  it('re-renders every blog sitemap file for a deleted post, and the index when the number of files moved', async () => {
    backend();
    blogFileCount.now = 1;
    try {
      const plan = await planRevalidation({ type: 'blog', slug: 'deleted' });
      expect(plan.stale).toEqual(expect.arrayContaining(['sitemap-blog:1', 'sitemap-blog:2', 'sitemap-blog-pages']));
      expect(plan.reRender).toEqual(
        expect.arrayContaining(['/sitemaps/blog/1.xml', '/sitemaps/blog/2.xml', '/sitemap.xml']),
      );
    } finally {
      blogFileCount.now = 2;
    }
    // An edit that keeps the count leaves the index alone.
    expect((await planRevalidation({ type: 'blog', slug: 'renamed' })).stale).not.toContain('sitemap-blog-pages');
  });

  it('expires the old slug of a rename outright: that page must never be served again', async () => {
    backend();
    const plan = await planRevalidation({ type: 'blog', slug: 'renamed', previousSlug: 'original' });
    expect(plan.expire).toEqual(['blog:original']);
    expect(plan.stale).toContain('blog:renamed');
    expect(plan.stale).not.toContain('blog:original');
    expect(plan.reRender).toEqual(expect.arrayContaining(['/blog-details/renamed', '/blog-details/original']));
  });

  it('expires a deleted record’s own page, and only that', async () => {
    backend();
    const plan = await planRevalidation({ type: 'category', slug: 'gone' });
    expect(plan.expire).toEqual(['category:gone']);
    expect(plan.stale).toEqual(['category-list', 'skills-roles', 'sitemap-category']);
    expect(plan.reRender).toEqual([
      '/hire-our-genius-mind/gone',
      '/hire-our-genius-mind/gone/opengraph-image',
      '/hire-our-genius-mind',
      '/see-all-skills',
      '/sitemaps/services.xml',
    ]);
  });

  it('re-renders a service under both of its URLs and the services index', async () => {
    backend();
    const plan = await planRevalidation({ type: 'service', slug: 'web' });
    expect(plan.stale).toEqual(['service:web', 'service-list', 'sitemap-service']);
    expect(plan.reRender).toEqual([
      '/services/web',
      '/web',
      '/services/web/opengraph-image',
      '/services',
      '/sitemaps/services.xml',
    ]);
  });

  it('maps a list type to its list tags and the pages that show it', async () => {
    backend();
    expect(await planRevalidation({ type: 'pricing' })).toEqual({
      stale: ['pricing-list'],
      expire: [],
      reRender: ['/pricing'],
    });
    expect((await planRevalidation({ type: 'technology' })).stale).toEqual(['technology-list', 'skills-roles']);
  });

  it('expires every redirect lookup for a redirects change and re-renders its path, so no edge keeps the old answer', async () => {
    backend();
    expect(await planRevalidation({ type: 'redirects', path: '/blog-details/old-post' })).toEqual({
      stale: [],
      expire: ['redirects'],
      reRender: ['/blog-details/old-post'],
    });
  });

  it('marks everything stale for "all" and re-renders the home and list pages', async () => {
    backend();
    const plan = await planRevalidation({ type: 'all' });
    expect(plan.stale).toEqual(['content']);
    expect(plan.expire).toEqual([]);
    expect(plan.reRender).toEqual(
      expect.arrayContaining(['/', '/blog', '/events', '/sitemap.xml', '/sitemaps/events.xml', '/sitemaps/blog/2.xml']),
    );
  });

  it('throws, changing nothing, when the content API does not answer', async () => {
    server.use(
      http.get(`${API}/get-service-list`, () => HttpResponse.error()),
      http.get(`${API}/get-blog-details`, () => HttpResponse.error()),
    );
    await expect(planRevalidation({ type: 'pricing' })).rejects.toMatchObject({ kind: 'network' });
    await expect(planRevalidation({ type: 'blog', slug: 'new-post' })).rejects.toMatchObject({ kind: 'network' });
  });
});
