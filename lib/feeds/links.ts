// The feeds a blog page announces in its head, so readers find them from any post (autodiscovery).
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import type { FeedLink } from '@/lib/seo/metadata';

export const BLOG_FEED_LINKS: readonly FeedLink[] = [
  { type: 'application/rss+xml', path: routes.blogRss, title: `${site.brand.name} blog (RSS)` },
  { type: 'application/atom+xml', path: routes.blogAtom, title: `${site.brand.name} blog (Atom)` },
];
