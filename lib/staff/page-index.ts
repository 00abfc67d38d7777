import 'server-only';
import { getCategoryMenu, getEvents, getNewestBlogPosts, getOpenings, getServiceMenu } from '@/lib/api';
import { PAGES, routes } from '@/lib/routes';
import { nameOfPath, type PageRef } from './page-at';

/** What the console lists a page as: its family, a title and the canonical path of its live copy. */
export type Family = 'page' | 'post' | 'event' | 'service' | 'category' | 'opening';
export interface IndexedPage {
  family: Family;
  title: string;
  path: string;
  ref: PageRef;
}

/** Posts searched at most: the blog list is read 9 at a time, from the data cache. */
const MAX_POSTS = 2_000;

const record = (
  family: Family,
  type: 'blog' | 'event' | 'service' | 'category',
  slug: string,
  title: string,
  path: string,
): IndexedPage => ({
  family,
  title,
  path,
  ref: { kind: 'record', type, slug, path },
});

/**
 * Every page the console can find, from the lists the live site shows (read through the data cache, so a search
 * costs the content API nothing after the first): fixed pages, posts, events, services and hire categories with
 * their children, and each opening (whose page is the openings list).
 */
export async function pageIndex(): Promise<IndexedPage[]> {
  const [posts, events, services, categories, openings] = await Promise.all([
    getNewestBlogPosts(MAX_POSTS),
    getEvents(),
    getServiceMenu(),
    getCategoryMenu(),
    getOpenings(),
  ]);
  const fixed = Object.values(PAGES).map(({ path }): IndexedPage => ({
    family: 'page',
    title: nameOfPath(path),
    path,
    ref: { kind: 'fixed', path },
  }));
  return [
    ...fixed,
    ...posts.map((post) => record('post', 'blog', post.slug, post.title, routes.blogPost(post.slug))),
    ...events.map((event) => record('event', 'event', event.slug, event.title, routes.event(event.slug))),
    ...services
      .flatMap((service) => [service, ...service.children])
      .map((service) => record('service', 'service', service.slug, service.title, routes.service(service.slug))),
    ...categories
      .flatMap((category) => [category, ...category.children])
      .map((category) => record('category', 'category', category.slug, category.title, routes.category(category.slug))),
    ...openings.all.map((job): IndexedPage => ({
      family: 'opening',
      title: job.title,
      path: routes.openings,
      ref: { kind: 'fixed', path: routes.openings },
    })),
  ];
}

/** How many of each kind the index holds, by the refresh's names, and the site's pages (an opening has none). */
export function familyCounts(index: readonly IndexedPage[]) {
  const of = (family: Family) => index.filter((page) => page.family === family).length;
  return {
    families: {
      blog: of('post'),
      event: of('event'),
      service: of('service'),
      category: of('category'),
      openings: of('opening'),
    },
    total: index.length - of('opening'),
  };
}
