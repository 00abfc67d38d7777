import 'server-only';
import { assertContentApiAnswers, getBlogSitemap, getSitemapRecords, sitemapTag, slugTag } from '@/lib/api';
import { CONTENT_TYPES, MENU_TAGS, type RecordTypeName } from '@/lib/content-types';
import { routes } from '@/lib/routes';
import type { RevalidationPlan } from './plan';

const unique = (values: readonly string[]) => [...new Set(values)];

/** Every public record of a type by slug, read past the cache (so it throws when the CMS does not answer). */
async function everySlug(type: RecordTypeName): Promise<{ slugs: string[]; blogFiles: number[] }> {
  if (type !== 'blog') return { slugs: (await getSitemapRecords(type, true)).map((row) => row.slug), blogFiles: [] };
  const first = await getBlogSitemap(1, true);
  const blogFiles = Array.from({ length: Math.max(first.pages, 1) }, (_, index) => index + 1);
  const rest = await Promise.all(blogFiles.slice(1).map((page) => getBlogSitemap(page, true)));
  return { slugs: [first, ...rest].flatMap((file) => file.posts.map((post) => post.slug)), blogFiles };
}

/** "Refresh every post" (event, service, hire category): each record's tag and pages, its lists and sitemap files. */
export async function planEvery(type: RecordTypeName): Promise<RevalidationPlan> {
  const entry = CONTENT_TYPES[type];
  const { slugs, blogFiles } = await everySlug(type);
  const sitemap =
    entry.sitemap === 'blog'
      ? { stale: blogFiles.map(sitemapTag.blog), reRender: blogFiles.map(routes.sitemapBlog) }
      : { stale: [entry.sitemap.tag], reRender: [entry.sitemap.path] };
  return {
    stale: unique([...slugs.map((slug) => slugTag(type, slug)), ...entry.listTags, ...sitemap.stale]),
    expire: [],
    reRender: unique([...slugs.flatMap(entry.detailPaths), ...entry.listPages, ...sitemap.reRender]),
  };
}

/** A fixed page: the lists the registry shows on it and the menus every page shows; then the page itself. */
export async function planPage(path: string): Promise<RevalidationPlan> {
  await assertContentApiAnswers();
  const shown = Object.values(CONTENT_TYPES).filter((entry) => entry.listPages.includes(path));
  return { stale: unique([...shown.flatMap((entry) => entry.listTags), ...MENU_TAGS]), expire: [], reRender: [path] };
}
