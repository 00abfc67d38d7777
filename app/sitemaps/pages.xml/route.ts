import { fixedPageUrls } from '@/lib/sitemaps/files';
import { sitemapResponse, urlsetXml } from '@/lib/sitemaps/xml';

// The fixed pages change with a deploy only.
export const dynamic = 'force-static';

export function GET() {
  return sitemapResponse(urlsetXml(fixedPageUrls()));
}
