import { describe, expect, it } from 'vitest';
import { adminRequests, getJson, NEW_BLOG, serverForFile } from './helpers.ts';

const { app } = serverForFile();
const { put, del } = adminRequests(app);

interface BlogFile {
  pages: number;
  blogs: { blog_slug: string; updated_at: string }[];
}
const blogFile = async (page: number, size: number) =>
  (await getJson(app(), `/api/v1/get-blog-sitemap?size=${size}&page=${page}`)) as BlogFile;
const pagesOf = async (size: number, slug?: string) =>
  (await getJson(app(), `/api/v1/get-blog-sitemap-pages?size=${size}${slug ? `&slug=${slug}` : ''}`)) as {
    pages: number;
    page: number | null;
  };
const allPosts = async () => {
  const slugs: string[] = [];
  for (let page = 1; ; page++) {
    const answer = (await getJson(app(), `/api/v1/get-blog-list-updated?page=${page}`)) as {
      blogs: { blog_slug: string }[];
      hasMore: boolean;
    };
    slugs.push(...answer.blogs.map((blog) => blog.blog_slug));
    if (!answer.hasMore) return slugs;
  }
};

describe('the blog sitemap files', () => {
  it('split the posts by id into files of at most `size`, each post in exactly one, with its update time', async () => {
    const size = 7;
    const { pages } = await pagesOf(size);
    const files = await Promise.all(Array.from({ length: pages }, (_, index) => blogFile(index + 1, size)));
    const listed = files.flatMap((file) => file.blogs.map((blog) => blog.blog_slug));
    expect(files.every((file) => file.blogs.length <= size && file.pages === pages)).toBe(true);
    expect(listed.toSorted()).toEqual((await allPosts()).toSorted());
    expect(new Set(listed).size).toBe(listed.length);
    for (const blog of files.flatMap((file) => file.blogs))
      expect(new Date(blog.updated_at).toISOString()).toBe(blog.updated_at);
    expect((await blogFile(pages + 1, size)).blogs).toEqual([]);
  });

  it('keep a post in its file through an edit and a rename, with the new update time', async () => {
    const size = 5;
    const [slug] = (await blogFile(2, size)).blogs.map((blog) => blog.blog_slug);
    expect(await pagesOf(size, slug)).toMatchObject({ page: 2 });
    const before = new Date().toISOString();
    expect((await put(`blogs/${slug}`, { blog_title: 'Edited', blog_slug: 'renamed-in-place' })).statusCode).toBe(200);
    const file = await blogFile(2, size);
    expect(file.blogs.map((blog) => blog.blog_slug)).toContain('renamed-in-place');
    expect(file.blogs.find((blog) => blog.blog_slug === 'renamed-in-place')!.updated_at >= before).toBe(true);
    expect(await pagesOf(size, 'renamed-in-place')).toMatchObject({ page: 2 });
    expect(await pagesOf(size, slug)).toMatchObject({ page: null });
  });

  it('put a new post in the last id range, opening a new file when the last one is full', async () => {
    const size = 1;
    const { pages } = await pagesOf(size);
    expect((await put('blogs/sitemap-newcomer', NEW_BLOG)).statusCode).toBe(201);
    expect(await pagesOf(size, 'sitemap-newcomer')).toEqual({ pages: pages + 1, page: pages + 1 });
    expect((await del('blogs/sitemap-newcomer')).statusCode).toBe(200);
    expect((await blogFile(pages + 1, size)).blogs).toEqual([]);
  });

  it('refuse a size past the protocol limit and a missing page', async () => {
    expect((await app().inject(`/api/v1/get-blog-sitemap?size=50001&page=1`)).statusCode).toBe(400);
    expect((await app().inject(`/api/v1/get-blog-sitemap?size=10`)).statusCode).toBe(400);
  });
});

describe('the record sitemaps', () => {
  it('list every event, service and category slug with its update time, and refuse another type', async () => {
    const events = (await getJson(app(), '/api/v1/get-event-list')) as { slug: string }[];
    const records = (await getJson(app(), '/api/v1/get-sitemap-records?type=event')) as { slug: string }[];
    expect(records.map((record) => record.slug).toSorted()).toEqual(events.map((event) => event.slug).toSorted());
    const services = (await getJson(app(), '/api/v1/get-sitemap-records?type=service')) as unknown[];
    expect(services.length).toBeGreaterThan(6);
    expect((await app().inject('/api/v1/get-sitemap-records?type=blogs')).statusCode).toBe(400);
  });
});
