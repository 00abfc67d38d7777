import { sitemapFiles } from '@/lib/sitemaps/files';
import { sitemapIndexXml, sitemapResponse } from '@/lib/sitemaps/xml';

// No lastmod per file: it would turn every edit into a new index; each file's URLs carry their own (docs/feeds.md).
export const dynamic = 'force-static';

export async function GET() {
  return sitemapResponse(sitemapIndexXml(await sitemapFiles()));
}
