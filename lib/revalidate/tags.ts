import { slugTag, TAGS } from '@/lib/api/tags';
import type { RevalidateRequest } from './request';

const LIST_TAGS = {
  blog: [TAGS.blogList, TAGS.popularBlogs],
  event: [TAGS.eventList],
  service: [TAGS.serviceList],
  category: [TAGS.categoryList],
} as const;

/**
 * The tags one change expires: the record's page (under its new and old slug), the lists and menus
 * that show it, the blog neighbours whose previous/next links change, and the sitemap.
 */
export function tagsToRevalidate(change: RevalidateRequest, neighbourSlugs: readonly string[] = []): string[] {
  if (change.type === 'all') return [TAGS.all];
  const slugs = [change.slug, change.previousSlug, ...(change.type === 'blog' ? neighbourSlugs : [])];
  const pages = slugs.filter((slug): slug is string => Boolean(slug)).map((slug) => slugTag(change.type, slug));
  return [...new Set([...pages, ...LIST_TAGS[change.type], TAGS.sitemap])];
}
