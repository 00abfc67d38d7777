import 'server-only';
import { getBlogSitemap, getBlogSitemapPages, getSitemapRecords } from '@/lib/api';
import type { PageRef } from './page-at';

/**
 * When the CMS says the record behind a page was last edited (its `updated_at`, which the contract's sitemap
 * calls carry), read past the cache: a time, null when the CMS keeps none (a fixed page), or 'unanswered'.
 */
export async function lastEdited(ref: PageRef): Promise<number | null | 'unanswered'> {
  if (ref.kind === 'fixed') return null;
  try {
    const rows = ref.type === 'blog' ? await blogRows(ref.slug) : await getSitemapRecords(ref.type, true);
    const row = rows.find((entry) => entry.slug === ref.slug);
    return row ? Date.parse(row.lastModified) : null;
  } catch {
    return 'unanswered';
  }
}

/** The rows of the one blog sitemap file the post is in (none for a post the CMS does not show). */
async function blogRows(slug: string) {
  const { page } = await getBlogSitemapPages(slug);
  return page === null ? [] : (await getBlogSitemap(page, true)).posts;
}
