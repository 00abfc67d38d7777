import { blogFileNumbers, blogUrls } from '@/lib/sitemaps/files';
import { sitemapResponse, urlsetXml } from '@/lib/sitemaps/xml';

// Each file is kept until a post in it changes (its own tag); one that starts after the build renders on demand.
export const dynamic = 'force-static';
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await blogFileNumbers()).map((page) => ({ file: `${page}.xml` }));
}

// Up to 999 files (9,990,000 posts); any other name is a 404 that reads nothing.
const FILE_NAME = /^([1-9]\d{0,2})\.xml$/;

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = FILE_NAME.exec((await params).file);
  const urls = match ? await blogUrls(Number(match[1])) : null;
  return urls ? sitemapResponse(urlsetXml(urls)) : new Response('No such sitemap', { status: 404 });
}
