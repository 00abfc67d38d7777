// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SITEMAP_NS, sitemapIndexXml, sitemapResponse, urlsetXml } from '@/lib/sitemaps/xml';
import { parseXml } from '../support/xml';

const valueOf = (entry: Element, name: string) => entry.getElementsByTagNameNS(SITEMAP_NS, name)[0]?.textContent;

describe('sitemap documents', () => {
  it('write a urlset in the protocol namespace, escaping what XML must, leaving out what is unknown', () => {
    const doc = parseXml(
      urlsetXml([
        {
          loc: 'https://example.test/a?x=1&y=<2>',
          lastmod: '2026-01-02T03:04:05.000Z',
          changefreq: 'monthly',
          priority: 0.7,
        },
        { loc: "https://example.test/it's" },
      ]),
    );
    expect([doc.documentElement.namespaceURI, doc.documentElement.localName]).toEqual([SITEMAP_NS, 'urlset']);
    const [first, second] = [...doc.documentElement.children];
    expect(valueOf(first!, 'loc')).toBe('https://example.test/a?x=1&y=<2>');
    expect([valueOf(first!, 'lastmod'), valueOf(first!, 'changefreq'), valueOf(first!, 'priority')]).toEqual([
      '2026-01-02T03:04:05.000Z',
      'monthly',
      '0.7',
    ]);
    expect(valueOf(second!, 'loc')).toBe("https://example.test/it's");
    expect(second!.children).toHaveLength(1);
  });

  it('write an index of sitemap locations, and an empty urlset that is still valid', () => {
    const index = parseXml(sitemapIndexXml(['https://example.test/sitemaps/pages.xml']));
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect([...index.documentElement.children].map((entry) => [entry.localName, valueOf(entry, 'loc')])).toEqual([
      ['sitemap', 'https://example.test/sitemaps/pages.xml'],
    ]);
    expect(parseXml(urlsetXml([])).documentElement.children).toHaveLength(0);
  });

  it('send a file with an ETag of its bytes: the same bytes, the same ETag', () => {
    const etag = (xml: string) => sitemapResponse(xml).headers.get('etag');
    expect(etag(urlsetXml([{ loc: 'https://example.test/a' }]))).toBe(
      etag(urlsetXml([{ loc: 'https://example.test/a' }])),
    );
    expect(etag(urlsetXml([{ loc: 'https://example.test/a' }]))).not.toBe(
      etag(urlsetXml([{ loc: 'https://example.test/b' }])),
    );
    expect(sitemapResponse('<x/>').headers.get('content-type')).toBe('application/xml; charset=utf-8');
  });
});
