// The sitemap protocol's two documents (sitemaps.org, 0.9), written out: the set of URLs and the index of sets.
import { createHash } from 'node:crypto';
import { escapeXml } from '@/lib/xml/markup';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One `<url>`: an absolute location and what the protocol lets it carry. */
export interface SitemapUrl {
  loc: string;
  /** A W3C datetime; left out where the content's last change is not known rather than guessed. */
  lastmod?: string;
  changefreq?: string;
  priority?: number;
}

const element = (name: string, value: string | number | undefined) =>
  value === undefined ? '' : `<${name}>${escapeXml(String(value))}</${name}>`;

const document = (root: string, children: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${SITEMAP_NS}">\n${children.join('\n')}${children.length ? '\n' : ''}</${root}>\n`;

/** A `<urlset>` of the URLs given, in their order. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return document(
    'urlset',
    urls.map(
      (url) =>
        `<url>${element('loc', url.loc)}${element('lastmod', url.lastmod)}${element('changefreq', url.changefreq)}${element('priority', url.priority)}</url>`,
    ),
  );
}

/** A `<sitemapindex>` naming each sitemap file by its absolute location. */
export function sitemapIndexXml(locs: readonly string[]): string {
  return document(
    'sitemapindex',
    locs.map((loc) => `<sitemap>${element('loc', loc)}</sitemap>`),
  );
}

/** The file with a strong ETag of its bytes: a crawler (or a test) sees at once whether a re-render changed it. */
export function sitemapResponse(xml: string, status = 200): Response {
  const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
  return new Response(xml, { status, headers: { 'content-type': 'application/xml; charset=utf-8', etag } });
}
