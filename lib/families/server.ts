import 'server-only';
// Each record family's reads, made from its definition (./<family>.ts) through its content API calls; posts, whose
// list is paged, read further than its first page.
import { FAMILY_CALLS, getNewestBlogPosts, getPopularBlogs } from '@/lib/api';
import { PRERENDER_NEWEST_POSTS } from '@/lib/prerender';
import type { RecordTypeName } from '@site/shared/content-types';
import type { ListedRecord, RecordFamily } from './family';
import { FAMILIES, RECORD_FAMILIES } from './index';
import { paramOf } from './urls';

export type { ListedRecord };

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
const slugsOf = (records: readonly { slug: string }[]) => records.map((record) => record.slug);

function readsOf(family: RecordFamily): FamilyReads {
  // Looked up when read: the calls are built from the registry too, and the registry is complete by then.
  const calls = () => FAMILY_CALLS[family.name] as (typeof FAMILY_CALLS)[RecordTypeName];
  const listed = async () => family.records(await calls().list());
  return {
    uncached: (slug) => calls().detail(slug, true),
    prerendered: async () => slugsOf((await listed()).slice(0, family.prerender)),
    listed,
  };
}

export const FAMILY_READS: { [Name in RecordTypeName]: FamilyReads } = {
  ...(Object.fromEntries(RECORD_FAMILIES.map((family) => [family.name, readsOf(family)])) as Record<
    RecordTypeName,
    FamilyReads
  >),
  blog: {
    ...readsOf(FAMILIES.blog),
    // The newest posts and the popular ones (linked from the home and blog pages).
    prerendered: async () => {
      const [newest, popular] = await Promise.all([getNewestBlogPosts(PRERENDER_NEWEST_POSTS), getPopularBlogs()]);
      return [...new Set(slugsOf([...newest, ...popular]))];
    },
    listed: () => getNewestBlogPosts(MAX_POSTS),
  },
};

/** A family's `generateStaticParams`, for its page and its card, under the route's own parameter name. */
export const staticParamsOf = (name: RecordTypeName) => async () =>
  (await FAMILY_READS[name].prerendered()).map((slug) => ({ [paramOf(FAMILIES[name])]: slug }));
