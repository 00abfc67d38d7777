import { FAMILY_SITEMAP_FILES } from '@/lib/families/sitemap-files';
import { familyFileUrls } from '@/lib/sitemaps/files';
import { sitemapResponse, urlsetXml } from '@/lib/sitemaps/xml';

// The record families' files (services.xml, events.xml): each built with the pages and kept until a record filed
// in it changes (its families' sitemap tags). Any other name is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export function generateStaticParams() {
  return FAMILY_SITEMAP_FILES.map((file) => ({ file: fileName(file.path) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const filed = FAMILY_SITEMAP_FILES.find((each) => fileName(each.path) === file);
  return filed
    ? sitemapResponse(urlsetXml(await familyFileUrls(filed.path)))
    : new Response('No such sitemap', { status: 404 });
}
