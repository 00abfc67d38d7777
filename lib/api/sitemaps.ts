import 'server-only';
import { cache } from 'react';
import { apiGet } from './fetch';
import { blogSitemapPagesSchema, blogSitemapSchema, sitemapRecordsSchema } from './schemas/sitemaps';
import { sitemapTag, TAGS, type SitemapFamily } from './tags';

/** Posts per blog sitemap file: a fifth of the protocol's 50,000, so one edit re-renders a small file. */
export const BLOG_SITEMAP_SIZE = 10_000;

/** The posts of one blog sitemap file (ids `(page-1)·size+1 … page·size`), each with its last update; `fresh` past the cache. */
export const getBlogSitemap = cache((page: number, fresh = false) =>
  apiGet('get-blog-sitemap', {
    schema: blogSitemapSchema,
    params: { size: BLOG_SITEMAP_SIZE, page },
    tags: [sitemapTag.blog(page)],
    fresh,
  }),
);

/** How many blog sitemap files there are; with a slug (read fresh by the webhook), the file that post is in. */
export const getBlogSitemapPages = cache((slug?: string) =>
  apiGet('get-blog-sitemap-pages', {
    schema: blogSitemapPagesSchema,
    params: { size: BLOG_SITEMAP_SIZE, slug },
    tags: [TAGS.blogSitemapPages],
    fresh: slug !== undefined,
  }),
);

/** Every event, service or hire category's slug with its last update, for its family's sitemap file (or the console, `fresh`). */
export const getSitemapRecords = cache((type: SitemapFamily, fresh = false) =>
  apiGet('get-sitemap-records', { schema: sitemapRecordsSchema, params: { type }, tags: [sitemapTag.of(type)], fresh }),
);
