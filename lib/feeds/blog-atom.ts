// The blog as Atom (RFC 4287): every text is plain text, as the site shows it.
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';
import { xmlElement } from '@/lib/xml/markup';
import { blogChannel, feedAuthor, feedEntry, type FeedPost } from './blog-entries';

function authorXml(): string {
  const { name, email, link } = feedAuthor();
  return ['<author>', xmlElement('name', name), xmlElement('email', email), xmlElement('uri', link), '</author>'].join(
    '\n',
  );
}

function entryXml(post: FeedPost): string {
  const entry = feedEntry(post);
  const published = entry.published.toISOString();
  return [
    '<entry>',
    xmlElement('title', entry.title),
    xmlElement('id', entry.link),
    xmlElement('link', undefined, { href: entry.link }),
    xmlElement('link', undefined, { rel: 'enclosure', href: entry.image.url, type: entry.image.type }),
    xmlElement('updated', published),
    xmlElement('published', published),
    xmlElement('summary', entry.summary),
    authorXml(),
    entry.category ? xmlElement('category', undefined, { term: entry.category, label: entry.category }) : '',
    '</entry>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The Atom document of the posts given, newest first. */
export function blogAtom(posts: readonly FeedPost[]): string {
  const channel = blogChannel(posts);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US">',
    xmlElement('id', channel.link),
    xmlElement('title', channel.title),
    xmlElement('subtitle', channel.description),
    xmlElement('updated', channel.updated.toISOString()),
    authorXml(),
    xmlElement('link', undefined, { rel: 'alternate', href: channel.link }),
    xmlElement('link', undefined, { rel: 'self', href: absoluteUrl(routes.blogAtom) }),
    xmlElement('rights', channel.copyright),
    ...posts.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}
