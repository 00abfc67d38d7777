import 'server-only';
// What each sitemap file lists: fixed pages, each family's file (lib/families/sitemap-files.ts), and the posts file
// by file.
import { getBlogSitemap, getBlogSitemapPages, getSitemapRecords } from '@/lib/api';
import type { SitemapRecord } from '@/lib/api/schemas/sitemaps';
import { FAMILY_SITEMAP_FILES } from '@/lib/families/sitemap-files';
import { routes, SITEMAP_PAGES } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';
import type { SitemapUrl } from './xml';

const recordUrls = (records: readonly SitemapRecord[], path: (slug: string) => string, priority: number) =>
  records.map((record): SitemapUrl => ({
    loc: absoluteUrl(path(record.slug)),
    lastmod: record.lastModified,
    changefreq: 'monthly',
    priority,
  }));

/** The indexable fixed pages, with no lastmod: their copy ships with the site, and no record dates it. */
export function fixedPageUrls(): SitemapUrl[] {
  return SITEMAP_PAGES.map(({ path, sitemap }) => ({
    loc: absoluteUrl(path),
    changefreq: sitemap.changeFrequency,
    priority: sitemap.priority,
  }));
}

/** The records of every family filed in sitemap file `path` (services and hire categories share one), each under its canonical URL. */
export async function familyFileUrls(path: string): Promise<SitemapUrl[]> {
  const families = FAMILY_SITEMAP_FILES.find((file) => file.path === path)?.families ?? [];
  const records = await Promise.all(families.map((family) => getSitemapRecords(family.name)));
  return families.flatMap((family, at) => recordUrls(records[at]!, family.path, family.sitemap.priority));
}

/** The posts of blog file `page`, or null past the last file (the first one exists, empty or not). */
export async function blogUrls(page: number): Promise<SitemapUrl[] | null> {
  const { pages, posts } = await getBlogSitemap(page);
  return page > Math.max(pages, 1) ? null : recordUrls(posts, routes.blogPost, 0.7);
}

/** The blog files' numbers: 1 … the last id range that holds a post, and at least the first. */
export async function blogFileNumbers(): Promise<number[]> {
  const { pages } = await getBlogSitemapPages();
  return Array.from({ length: Math.max(pages, 1) }, (_, index) => index + 1);
}

/** Every sitemap file, for the index: the fixed pages', the families' and one per blog file. */
export async function sitemapFiles(): Promise<string[]> {
  const blogFiles = (await blogFileNumbers()).map(routes.sitemapBlog);
  return [routes.sitemapPages, ...FAMILY_SITEMAP_FILES.map((file) => file.path), ...blogFiles].map(absoluteUrl);
}
