// The blog as RSS 2.0 (rssboard.org), with the atom:link to itself the W3C validator asks for.
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';
import { xmlElement } from '@/lib/xml/markup';
import { blogChannel, feedAuthor, feedEntry, type FeedPost } from './blog-entries';

function itemXml(post: FeedPost, author: string): string {
  const entry = feedEntry(post);
  return [
    '<item>',
    xmlElement('title', entry.title),
    xmlElement('link', entry.link),
    xmlElement('guid', entry.link, { isPermaLink: 'false' }),
    xmlElement('pubDate', entry.published.toUTCString()),
    xmlElement('description', entry.summary),
    xmlElement('author', author),
    entry.category ? xmlElement('category', entry.category) : '',
    xmlElement('enclosure', undefined, { url: entry.image.url, length: 0, type: entry.image.type }),
    '</item>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The RSS document of the posts given, newest first. */
export function blogRss(posts: readonly FeedPost[]): string {
  const channel = blogChannel(posts);
  const { name, email } = feedAuthor();
  const self = { href: absoluteUrl(routes.blogRss), rel: 'self', type: 'application/rss+xml' };
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    xmlElement('title', channel.title),
    xmlElement('link', channel.link),
    xmlElement('description', channel.description),
    xmlElement('lastBuildDate', channel.updated.toUTCString()),
    xmlElement('docs', 'https://www.rssboard.org/rss-specification'),
    xmlElement('language', channel.language),
    xmlElement('copyright', channel.copyright),
    xmlElement('atom:link', undefined, self),
    ...posts.map((post) => itemXml(post, `${email} (${name})`)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
