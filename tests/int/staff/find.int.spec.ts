// @vitest-environment node
// Finding a page against the content API's lists (MSW): titles from the live site's lists, a record the lists do
// not show yet from the CMS itself, and addresses even while the CMS is down.
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { findPages } from '@/lib/staff/pages/find';
import { blogCard, blogDetail, categoryList, serviceList } from '../../fixtures/api-answers';
import { API, mockContentApi } from '../support/api-server';

const { server } = mockContentApi();

function lists() {
  server.use(
    http.get(`${API}/get-blog-list-updated`, () =>
      HttpResponse.json({ blogs: [blogCard], nextpage: 2, hasMore: false }),
    ),
    http.get(`${API}/get-event-list`, () => HttpResponse.json([])),
    http.get(`${API}/get-service-list`, () => HttpResponse.json(serviceList)),
    http.get(`${API}/get-hire-category-list`, () => HttpResponse.json(categoryList)),
    http.get(`${API}/get-all-openings`, () => HttpResponse.json({ all_job_list: [], job_list_location_wise: [] })),
  );
}

describe('findPages', () => {
  it('finds a post, a child service and a sub-category by words of their titles', async () => {
    lists();
    const post = await findPages('onboard a remote');
    expect(post).toMatchObject({
      kind: 'pages',
      pages: [{ family: 'post', path: `/blog-details/${blogCard.blog_slug}` }],
    });
    expect(await findPages('react')).toMatchObject({
      kind: 'pages',
      pages: [
        { family: 'category', path: '/hire-our-genius-mind/react-developers' },
        { family: 'service', path: '/services/react-development' },
      ],
    });
  });

  it('asks the CMS about a post the lists do not show yet, and says when there is none', async () => {
    lists();
    server.use(
      http.get(`${API}/get-blog-details`, ({ request }) =>
        new URL(request.url).searchParams.get('slug') === 'brand-new'
          ? HttpResponse.json({ response: 1, blog: [blogDetail] })
          : HttpResponse.json({ response: 0, blog: [] }),
      ),
    );
    expect(await findPages('/blog-details/brand-new')).toMatchObject({
      kind: 'pages',
      pages: [{ family: 'post', title: blogDetail.blog_title, path: '/blog-details/brand-new' }],
    });
    expect(await findPages('/blog-details/never-was')).toMatchObject({
      kind: 'no-page',
      path: '/blog-details/never-was',
    });
  });

  it('still finds a fixed page by its address while the CMS is down, and says titles must wait', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${API}/*`, () => HttpResponse.error()));
    expect(await findPages('http://localhost:3000/pricing?x=1')).toMatchObject({
      kind: 'pages',
      pages: [{ family: 'page', title: 'Pricing', path: '/pricing' }],
      indexRead: false,
    });
    expect(await findPages('pricing')).toMatchObject({ kind: 'no-title', indexRead: false });
  });
});
