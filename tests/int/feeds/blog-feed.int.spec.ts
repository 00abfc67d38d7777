// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { blogFeed, type FeedPost } from '@/lib/feeds/blog-feed';
import { imageMimeType } from '@/lib/feeds/mime';
import { site } from '@/lib/site';
import { parseXml, textAt as text } from '../support/xml';

const post = (slug: string, published: string): FeedPost => ({
  slug,
  title: `${slug} & <friends>`,
  summary: `Summary of ${slug}`,
  published,
  category: 'Hiring',
  image: { src: `${site.contentApiUrl}/uploads/blog/${slug}.webp`, alt: slug },
});
const posts = [post('newest', '2026-11-20'), post('older', '2026-10-01')];

describe('blog RSS 2.0', () => {
  const doc = parseXml(blogFeed(posts).rss2());
  const items = [...doc.querySelectorAll('channel > item')];

  it('lists the posts newest first with title, link, guid, date, category, author and image', () => {
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(items.map((item) => text(item, 'title'))).toEqual(['newest & <friends>', 'older & <friends>']);
    const [first] = items;
    expect(text(first!, 'link')).toBe(`${site.siteUrl}/blog-details/newest`);
    expect(text(first!, 'guid')).toBe(`${site.siteUrl}/blog-details/newest`);
    expect(new Date(text(first!, 'pubDate')!).toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(text(first!, 'category')).toBe('Hiring');
    expect(text(first!, 'description')).toBe('Summary of newest');
    expect(text(first!, 'author')).toBe(`${site.contact.email} (${site.brand.name})`);
    const enclosure = first!.querySelector('enclosure');
    expect(enclosure?.getAttribute('type')).toBe('image/webp');
    expect(enclosure?.getAttribute('url')).toBe(posts[0]!.image.src);
  });

  it('encloses a post’s picture by its file alone, without the focal point staff set for the page', () => {
    const focused = { ...post('focused', '2026-11-21'), image: { src: `${posts[0]!.image.src}#focus=20,85`, alt: '' } };
    const enclosure = parseXml(blogFeed([focused]).rss2()).querySelector('item > enclosure');
    expect(enclosure?.getAttribute('url')).toBe(posts[0]!.image.src);
    expect(enclosure?.getAttribute('type')).toBe('image/webp');
  });

  it('links to itself as the W3C validator recommends (atom:link rel=self)', () => {
    const self = doc.getElementsByTagName('atom:link')[0];
    expect(self?.getAttribute('rel')).toBe('self');
    expect(self?.getAttribute('href')).toBe(`${site.siteUrl}/blog/feed.xml`);
  });
});

describe('blog Atom', () => {
  const doc = parseXml(blogFeed(posts).atom1());
  const entries = [...doc.querySelectorAll('feed > entry')];

  it('has the required feed and entry elements (id, title, updated, author)', () => {
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(text(doc, 'feed > id')).toBe(`${site.siteUrl}/blog`);
    expect(text(doc, 'feed > updated')).toBe('2026-11-20T00:00:00.000Z');
    expect(entries.map((entry) => text(entry, 'id'))).toEqual([
      `${site.siteUrl}/blog-details/newest`,
      `${site.siteUrl}/blog-details/older`,
    ]);
    expect(text(entries[0]!, 'author > name')).toBe(site.brand.name);
    expect(entries[0]!.querySelector('category')?.getAttribute('term')).toBe('Hiring');
  });

  it('is valid with no posts yet', () => {
    const empty = parseXml(blogFeed([]).atom1());
    expect(empty.querySelectorAll('entry')).toHaveLength(0);
  });
});

describe('imageMimeType', () => {
  it('names the type by extension, ignoring the query', () => {
    expect(imageMimeType('https://cdn.example/a/b.PNG?w=1')).toBe('image/png');
    expect(imageMimeType('/uploads/x')).toBe('application/octet-stream');
  });
});
