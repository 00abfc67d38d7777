import * as z from 'zod/mini';
import { text } from './common';

// A W3C datetime, as the sitemap protocol's <lastmod> takes it: the content API writes ISO 8601 in UTC.
const updatedAt = z.iso.datetime();

const toEntry = (row: { slug: string; updated_at: string }) => ({ slug: row.slug, lastModified: row.updated_at });
export type SitemapRecord = ReturnType<typeof toEntry>;

export const blogSitemapSchema = z.pipe(
  z.object({
    pages: z.number(),
    blogs: z.array(z.object({ blog_slug: text, updated_at: updatedAt })),
  }),
  z.transform((answer) => ({
    pages: answer.pages,
    posts: answer.blogs.map((row) => toEntry({ slug: row.blog_slug, updated_at: row.updated_at })),
  })),
);

/** How many blog sitemap files there are, and the one a slug is in (null without a slug, or for an unknown one). */
export const blogSitemapPagesSchema = z.object({ pages: z.number(), page: z.nullable(z.number()) });

export const sitemapRecordsSchema = z.pipe(
  z.array(z.object({ slug: text, updated_at: updatedAt })),
  z.transform((rows) => rows.map(toEntry)),
);
