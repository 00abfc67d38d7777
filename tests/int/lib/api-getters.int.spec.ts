// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  getBlogDetail,
  getBlogPage,
  getCategoryDetail,
  getCategoryMenu,
  getEventDetail,
  getNewestBlogPosts,
  getPopularBlogs,
  getServiceDetail,
  getServiceMenu,
} from '@/lib/api';
import {
  blogCard,
  blogDetail,
  categoryList,
  emptyCategoryDetails,
  emptyServiceDetails,
  serviceList,
} from '../../fixtures/api-answers';
import { API, mockContentApi } from '../support/api-server';

const { server, answer } = mockContentApi();

describe('getters reshape contract answers into view types', () => {
  it('reads the popular list', async () => {
    answer('get-popular-blog-list', [blogCard]);
    const [card] = await getPopularBlogs();
    expect(card).toEqual({
      slug: blogCard.blog_slug,
      title: blogCard.blog_title,
      date: '12 Mar, 2025',
      excerpt: blogCard.blog_short_desc,
      image: { src: blogCard.blog_image, alt: blogCard.blog_img_alt },
    });
  });

  it('asks for a later page by number and keeps the paging flags', async () => {
    let requested: string | null = null;
    server.use(
      http.get(`${API}/get-blog-list-updated`, ({ request }) => {
        requested = new URL(request.url).searchParams.get('page');
        return HttpResponse.json({ blogs: [blogCard], nextpage: 3, hasMore: false });
      }),
    );
    const page = await getBlogPage(2);
    expect(requested).toBe('2');
    expect(page).toMatchObject({ nextPage: 3, hasMore: false });
    expect(page.posts).toHaveLength(1);
  });

  it('reads only the list pages that hold the newest posts a build prerenders', async () => {
    const requested: string[] = [];
    server.use(
      http.get(`${API}/get-blog-list-updated`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        requested.push(String(page));
        const blogs = Array.from({ length: 9 }, (_, i) => ({ ...blogCard, blog_slug: `post-${(page - 1) * 9 + i}` }));
        return HttpResponse.json({ blogs, nextpage: page + 1, hasMore: true });
      }),
    );
    const posts = await getNewestBlogPosts(12);
    expect(posts.map((post) => post.slug)).toEqual(Array.from({ length: 12 }, (_, i) => `post-${i}`));
    expect(requested).toEqual(['1', '2']);
  });

  it('sends the slug and returns the post', async () => {
    server.use(
      http.get(`${API}/get-blog-details`, ({ request }) =>
        new URL(request.url).searchParams.get('slug') === 'a slug/with?odd&chars'
          ? HttpResponse.json({ response: 1, blog: [blogDetail] })
          : HttpResponse.json({ response: 0, blog: [] }),
      ),
    );
    const post = await getBlogDetail('a slug/with?odd&chars');
    expect(post).toMatchObject({
      title: blogDetail.blog_title,
      prevSlug: 'older-post',
      nextSlug: null,
      datePublished: '2025-03-12',
    });
  });

  it('builds the menus', async () => {
    answer('get-service-list', serviceList);
    answer('get-hire-category-list', categoryList);
    expect(await getServiceMenu()).toEqual([
      {
        slug: 'web-development',
        title: 'Web Development',
        children: [{ slug: 'react-development', title: 'React Development' }],
      },
    ]);
    expect((await getCategoryMenu())[0]?.children[0]?.slug).toBe('react-developers');
  });
});

describe('not found is data, not an error', () => {
  it('maps response 0 to null', async () => {
    answer('get-blog-details', { response: 0, blog: [] });
    expect(await getBlogDetail('missing')).toBeNull();
  });

  it('maps an empty event list to null', async () => {
    answer('get-event-details', []);
    expect(await getEventDetail('missing')).toBeNull();
  });

  it('maps empty service arrays and category result 0 to null', async () => {
    answer('get-service-details', emptyServiceDetails);
    answer('get-hire-category-details', emptyCategoryDetails);
    expect(await getServiceDetail('missing')).toBeNull();
    expect(await getCategoryDetail('missing')).toBeNull();
  });
});

describe('failures throw a typed ApiError, never empty data', () => {
  it('throws on a non-2xx answer', async () => {
    answer('get-popular-blog-list', { error: 'boom' }, 500);
    await expect(getPopularBlogs()).rejects.toMatchObject({ name: 'ApiError', kind: 'status', status: 500 });
  });

  it('throws on a network failure', async () => {
    server.use(http.get(`${API}/get-popular-blog-list`, () => HttpResponse.error()));
    await expect(getPopularBlogs()).rejects.toMatchObject({ kind: 'network', call: 'get-popular-blog-list' });
  });

  it('throws on a body that is not JSON', async () => {
    server.use(http.get(`${API}/get-popular-blog-list`, () => new HttpResponse('<html>', { status: 200 })));
    await expect(getPopularBlogs()).rejects.toMatchObject({ kind: 'invalid-json' });
  });

  it('throws on a shape that breaks the contract, naming the field', async () => {
    answer('get-popular-blog-list', [{ ...blogCard, blog_slug: 42 }]);
    const error = await getPopularBlogs().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('invalid-shape');
    expect((error as ApiError).message).toContain('0.blog_slug');
  });
});
