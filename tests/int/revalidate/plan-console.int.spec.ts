// @vitest-environment node
// The console's refreshes beyond the webhook's bodies: every record of a type, and one fixed page.
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { planRevalidation } from '@/lib/revalidate/plan';
import { serviceList } from '../../fixtures/api-answers';
import { API, mockContentApi } from '../support/api-server';

const { server } = mockContentApi();
const AT = '2026-11-20T10:00:00.000Z';

describe('planRevalidation for the console', () => {
  it('refreshes every post: each one’s tag and pages, the lists and every blog sitemap file, read past the cache', async () => {
    const pages = vi.fn();
    server.use(
      http.get(`${API}/get-blog-sitemap`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages(page);
        const slug = page === 1 ? 'first' : 'second';
        return HttpResponse.json({ pages: 2, blogs: [{ blog_slug: slug, updated_at: AT }] });
      }),
    );
    expect(await planRevalidation({ type: 'every', of: 'blog' })).toEqual({
      stale: ['blog:first', 'blog:second', 'blog-list', 'blog-popular', 'sitemap-blog:1', 'sitemap-blog:2'],
      expire: [],
      reRender: [
        '/blog-details/first',
        '/blog-details/first/opengraph-image',
        '/blog-details/second',
        '/blog-details/second/opengraph-image',
        '/blog',
        '/blog/feed.xml',
        '/blog/atom.xml',
        '/sitemaps/blog/1.xml',
        '/sitemaps/blog/2.xml',
      ],
    });
    expect(pages.mock.calls.flat()).toEqual([1, 2]);
  });

  it('refreshes every event from its family’s sitemap records', async () => {
    server.use(
      http.get(`${API}/get-sitemap-records`, ({ request }) =>
        new URL(request.url).searchParams.get('type') === 'event'
          ? HttpResponse.json([{ slug: 'meetup', updated_at: AT }])
          : HttpResponse.json([], { status: 400 }),
      ),
    );
    const plan = await planRevalidation({ type: 'every', of: 'event' });
    expect(plan.stale).toEqual(['event:meetup', 'event-list', 'sitemap-event']);
    expect(plan.reRender).toEqual([
      '/event-detail/meetup',
      '/event-detail/meetup/event.ics',
      '/event-detail/meetup/opengraph-image',
      '/events',
      '/events.ics',
      '/sitemaps/events.xml',
    ]);
  });

  it('refreshes a fixed page with the lists it shows and the menus every page shows, then renders it alone', async () => {
    server.use(http.get(`${API}/get-service-list`, () => HttpResponse.json(serviceList)));
    expect(await planRevalidation({ type: 'page', path: '/pricing' })).toEqual({
      stale: ['pricing-list', 'service-list', 'category-list'],
      expire: [],
      reRender: ['/pricing'],
    });
    expect((await planRevalidation({ type: 'page', path: '/about-us' })).stale).toEqual([
      'service-list',
      'category-list',
    ]);
  });

  it('throws, planning nothing, when the content API does not answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(`${API}/get-service-list`, () => HttpResponse.error()),
      http.get(`${API}/get-sitemap-records`, () => HttpResponse.error()),
    );
    await expect(planRevalidation({ type: 'page', path: '/pricing' })).rejects.toThrow();
    await expect(planRevalidation({ type: 'every', of: 'service' })).rejects.toThrow();
  });
});
