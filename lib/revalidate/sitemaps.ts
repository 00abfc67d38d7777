import 'server-only';
import { getBlogSitemapPages, sitemapTag, TAGS } from '@/lib/api';
import { CONTENT_TYPES, type RecordTypeName } from '@/lib/content-types';
import { FAMILY_SITEMAP_FILES } from '@/lib/families/sitemap-files';
import { routes } from '@/lib/routes';

/** The sitemap tags a change marks stale and the sitemap files it re-renders. */
export interface SitemapPlan {
  stale: string[];
  reRender: string[];
}

const numbers = (count: number) => Array.from({ length: Math.max(count, 1) }, (_, index) => index + 1);

/**
 * A post keeps its blog file for life (files are id ranges and a rename keeps the id), so the file the
 * content API places it in now is the only one that moves; a deleted post's file is no longer known, so
 * every file is re-rendered. The index moves only when the number of files does.
 */
async function blogSitemapPlan(slug: string): Promise<SitemapPlan> {
  const [now, cached] = await Promise.all([getBlogSitemapPages(slug), getBlogSitemapPages().catch(() => null)]);
  const files = now.page === null ? numbers(Math.max(now.pages, cached?.pages ?? 0)) : [now.page];
  const indexMoved = now.pages !== cached?.pages;
  return {
    stale: [...files.map(sitemapTag.blog), ...(indexMoved ? [TAGS.blogSitemapPages] : [])],
    reRender: [...files.map(routes.sitemapBlog), ...(indexMoved ? [routes.sitemap] : [])],
  };
}

/** What a change of one record moves in the sitemaps: its family's file, or for a post its blog file. */
export async function recordSitemapPlan(type: RecordTypeName, slug: string): Promise<SitemapPlan> {
  const { sitemap } = CONTENT_TYPES[type];
  return sitemap === 'blog' ? blogSitemapPlan(slug) : { stale: [sitemap.tag], reRender: [sitemap.path] };
}

/** Every sitemap file, for `{ "type": "all" }` (whose tag stales them all): the index first. */
export async function allSitemapPaths(): Promise<string[]> {
  const { pages } = await getBlogSitemapPages();
  return [
    routes.sitemap,
    routes.sitemapPages,
    ...FAMILY_SITEMAP_FILES.map((file) => file.path),
    ...numbers(pages).map(routes.sitemapBlog),
  ];
}
