import 'server-only';
// Each record family's reads, beside its client-safe definition (./<family>.ts): keyed by the registry's names,
// so a family without them fails the type check.
import {
  getBlogDetail,
  getCategoryMenu,
  getCategoryDetail,
  getEventDetail,
  getEvents,
  getNewestBlogPosts,
  getPopularBlogs,
  getServiceDetail,
  getServiceMenu,
} from '@/lib/api';
import { PRERENDER_FIRST_EVENTS, PRERENDER_NEWEST_POSTS } from '@/lib/prerender';
import type { RecordTypeName } from '@site/shared/content-types';
import { FAMILIES } from './index';
import { paramOf } from './urls';

/** A record as the console's page finder lists it. */
export interface ListedRecord {
  slug: string;
  title: string;
}

export interface FamilyReads {
  /** The record's detail call past the data cache: null once it is gone; throws when the API is down. */
  uncached: (slug: string) => Promise<{ title?: string } | null>;
  /** The slugs `next build` prerenders (lib/prerender.ts), for the family's page and its card. */
  prerendered: () => Promise<string[]>;
  /** Every record the live site lists, read through the data cache (the console's page finder). */
  listed: () => Promise<ListedRecord[]>;
}

/** Posts the console's finder searches at most: the blog list is read 9 at a time, from the data cache. */
const MAX_POSTS = 2_000;
const withChildren = (items: readonly (ListedRecord & { children: readonly ListedRecord[] })[]): ListedRecord[] =>
  items.flatMap((item) => [item, ...item.children]);
const slugsOf = (records: readonly { slug: string }[]) => records.map((record) => record.slug);

export const FAMILY_READS = {
  blog: {
    uncached: (slug) => getBlogDetail(slug, true),
    // The newest posts and the popular ones (linked from the home and blog pages).
    prerendered: async () => {
      const [newest, popular] = await Promise.all([getNewestBlogPosts(PRERENDER_NEWEST_POSTS), getPopularBlogs()]);
      return [...new Set(slugsOf([...newest, ...popular]))];
    },
    listed: () => getNewestBlogPosts(MAX_POSTS),
  },
  event: {
    uncached: (slug) => getEventDetail(slug, true),
    // The first events of the list (upcoming ones, then the latest past ones).
    prerendered: async () => slugsOf((await getEvents()).slice(0, PRERENDER_FIRST_EVENTS)),
    listed: () => getEvents(),
  },
  service: {
    uncached: (slug) => getServiceDetail(slug, true),
    // Every service, top-level and child.
    prerendered: async () => slugsOf(withChildren(await getServiceMenu())),
    listed: async () => withChildren(await getServiceMenu()),
  },
  category: {
    uncached: (slug) => getCategoryDetail(slug, true),
    // Every hire category, top-level and sub-category.
    prerendered: async () => slugsOf(withChildren(await getCategoryMenu())),
    listed: async () => withChildren(await getCategoryMenu()),
  },
} as const satisfies { [Name in RecordTypeName]: FamilyReads };

/** A family's `generateStaticParams`, for its page and its card, under the route's own parameter name. */
export const staticParamsOf = (name: RecordTypeName) => async () =>
  (await FAMILY_READS[name].prerendered()).map((slug) => ({ [paramOf(FAMILIES[name])]: slug }));
