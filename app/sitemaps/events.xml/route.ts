import { routes } from '@/lib/routes';
import { familyFileUrls } from '@/lib/sitemaps/files';
import { sitemapResponse, urlsetXml } from '@/lib/sitemaps/xml';

// Built with the pages and kept until an event changes (its sitemap tag).
export const dynamic = 'force-static';

export async function GET() {
  return sitemapResponse(urlsetXml(await familyFileUrls(routes.sitemapEvents)));
}
