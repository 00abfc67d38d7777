import 'server-only';
import { cache } from 'react';
import { blog } from '@/lib/families/blog';
import { apiGet } from './fetch';
import { FAMILY_CALLS } from './family-calls';
import { blogPageSchema, popularBlogsSchema } from './schemas/blog';
import { TAGS } from './tags';

export const getPopularBlogs = cache(() =>
  apiGet('get-popular-blog-list', { schema: popularBlogsSchema, tags: [TAGS.popularBlogs] }),
);

/** One page of the blog list (1-based). */
export const getBlogPage = cache((page: number = 1) =>
  apiGet(blog.calls.list, {
    schema: blogPageSchema,
    params: page > 1 ? { page } : {},
    tags: [TAGS.blogList],
  }),
);

/** The post, or null when the API answers `response: 0`; `fresh` bypasses the data cache. */
export const getBlogDetail = FAMILY_CALLS.blog.detail;

/** The newest `count` posts' cards (the list is newest first), reading only the pages that hold them. */
export async function getNewestBlogPosts(count: number) {
  const posts = [];
  for (let page = 1; posts.length < count;) {
    const answer = await getBlogPage(page);
    posts.push(...answer.posts);
    if (!answer.hasMore || !answer.posts.length || answer.nextPage <= page) break;
    page = answer.nextPage;
  }
  return posts.slice(0, count);
}
