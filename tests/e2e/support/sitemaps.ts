import { expect, type APIRequestContext } from './test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { E2E_URLS } from '../../../scripts/e2e/config.mjs';
import { assertWellFormedXml } from '../../support/strict-xml';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One entry of a sitemap file or of the index. */
export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
}

/** A sitemap file as served: its body, ETag and entries. */
export interface SitemapFile {
  path: string;
  body: string;
  etag: string | undefined;
  entries: SitemapEntry[];
}

/** The entries of a `<urlset>` or `<sitemapindex>`, failing on malformed XML, another root or namespace. */
export function readSitemapXml(xml: string, root: 'urlset' | 'sitemapindex'): SitemapEntry[] {
  assertWellFormedXml(xml, root);
  const doc = parseDocument(xml, { xmlMode: true });
  const [element, ...others] = DomUtils.getChildren(doc).filter(DomUtils.isTag);
  expect(others).toEqual([]);
  expect(element?.name).toBe(root);
  expect(element?.attribs.xmlns).toBe(SITEMAP_NS);
  const child = root === 'urlset' ? 'url' : 'sitemap';
  return DomUtils.getChildren(element!)
    .filter(DomUtils.isTag)
    .map((entry) => {
      expect(entry.name).toBe(child);
      const text = (name: string) => {
        const [found] = DomUtils.getElementsByTagName(name, entry.children, false);
        return found ? DomUtils.textContent(found) : null;
      };
      return { loc: text('loc') ?? '', lastmod: text('lastmod') };
    });
}

async function readFile(request: APIRequestContext, path: string, root: 'urlset' | 'sitemapindex') {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toBe('application/xml; charset=utf-8');
  const body = await response.text();
  return { path, body, etag: response.headers().etag, entries: readSitemapXml(body, root) };
}

/** The index and every file it names, as a crawler reads them from robots.txt's sitemap. */
export async function readSitemaps(request: APIRequestContext): Promise<{ index: SitemapFile; files: SitemapFile[] }> {
  const index = await readFile(request, '/sitemap.xml', 'sitemapindex');
  const files = [];
  for (const { loc } of index.entries) {
    expect(loc.startsWith(`${E2E_URLS.site}/`), loc).toBe(true);
    files.push(await readFile(request, new URL(loc).pathname, 'urlset'));
  }
  return { index, files };
}

/** Every URL the sitemaps list, across all files. */
export async function sitemapLocs(request: APIRequestContext): Promise<string[]> {
  return (await readSitemaps(request)).files.flatMap((file) => file.entries.map((entry) => entry.loc));
}
