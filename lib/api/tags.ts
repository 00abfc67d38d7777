// Cache tags: every fetch carries the list or slug tags the revalidation webhook expires.
import type { RecordTypeName } from '@site/shared/content-types';

/** The tag of a record family's list call: `event-list`. */
export const listTag = <Name extends RecordTypeName>(type: Name) => `${type}-list` as const;

export const TAGS = {
  all: 'content',
  blogList: listTag('blog'),
  popularBlogs: 'blog-popular',
  eventList: listTag('event'),
  serviceList: listTag('service'),
  categoryList: listTag('category'),
  trustedBy: 'trusted-by',
  technologies: 'technology-list',
  team: 'team-list',
  executives: 'team-executives',
  testimonials: 'testimonial-list',
  video: 'video',
  pricing: 'pricing-list',
  openings: 'openings',
  skills: 'skills-roles',
  /** Every redirect lookup (a one-record call), and so every page that answered one: the `redirects` hook expires it. */
  redirects: 'redirects',
  /** The number of blog sitemap files: it moves only when a post starts or empties a file. */
  blogSitemapPages: 'sitemap-blog-pages',
} as const;

/** The record types with a sitemap read of their own (posts have theirs per file). */
export type SitemapFamily = Exclude<RecordTypeName, 'blog'>;

/** The tags of the sitemaps' reads: one per family, one per blog file, so an edit stales only its own file. */
export const sitemapTag = {
  blog: (page: number) => `sitemap-blog:${page}`,
  of: (type: SitemapFamily) => `sitemap-${type}`,
} as const;

/** The tag of one record's detail call, e.g. `blog:hiring-remote-developers`. */
export function slugTag(type: RecordTypeName, slug: string): string {
  return `${type}:${slug}`;
}
