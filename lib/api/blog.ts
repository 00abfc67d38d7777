import 'server-only';
import { cache } from 'react';
import { apiGet } from './fetch';
import { blogDetailSchema, blogPageSchema, popularBlogsSchema } from './schemas/blog';
import { slugTag, TAGS } from './tags';

export const getPopularBlogs = cache(() =>
  apiGet('get-popular-blog-list', { schema: popularBlogsSchema, tags: [TAGS.popularBlogs] }),
);

/** One page of the blog list (1-based); `extraTags` lets the sitemap tag its own walk. */
export const getBlogPage = cache((page: number = 1, extraTags: readonly string[] = []) =>
  apiGet('get-blog-list-updated', {
    schema: blogPageSchema,
    params: page > 1 ? { page } : {},
    tags: [TAGS.blogList, ...extraTags],
  }),
);

/** The post, or null when the API answers `response: 0`. */
export const getBlogDetail = cache((slug: string) =>
  apiGet('get-blog-details', { schema: blogDetailSchema, params: { slug }, tags: [slugTag('blog', slug)] }),
);
