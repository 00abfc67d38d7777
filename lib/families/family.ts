// What one page family is: its route, its URLs, what the publish hook moves, its sitemap file and its words.
// Pure and client-safe (the Web Vitals island and console islands read it); its server getters are in ./server.ts.
import type { RecordTypeName } from '@site/shared/content-types';
import { pathOf } from './urls';

/** A route in app/(site)'s own spelling, e.g. '/blog-details/[slug]': one dynamic segment, the record's slug. */
export type RoutePattern = `/${string}`;

/** The console's words for a family: "every post", "Post", and the family its finder lists a page under. */
export interface FamilyWords {
  one: string;
  many: string;
  /** The record type's name in the console's tables ("Post", "Hire category"). */
  type: string;
  /** The finder's family label. */
  label: string;
  /** How the finder describes a page of it, when not by `type`. */
  found?: string;
}

/** One URL a visitor reaches the family's pages at. */
export interface FamilyRoute {
  pattern: RoutePattern;
  /** The path for a slug, read off the pattern (lib/routes.ts names each family's). */
  path: (slug: string) => string;
}

/** A page of this family the benchmarks measure, picked from the list the content API answers. */
export interface BenchPage {
  type: string;
  slug: string;
}

/** How the benchmarks find one real page of each kind of this family (scripts/bench/page-types.mjs). */
export interface FamilyBench<List = unknown> {
  /** The content API's list call, and the site's schema that parses its answer (loaded on demand: zod stays out of pages). */
  call: string;
  schema: () => Promise<{ parse: (data: unknown) => List }>;
  // Method syntax: a family's list type stays its own where families are held together.
  pages(list: List): BenchPage[];
}

export interface RecordFamily<
  Name extends RecordTypeName = RecordTypeName,
  List = unknown,
  Words extends FamilyWords = FamilyWords,
> extends FamilyRoute {
  name: Name;
  /** The same page at other URLs (a service at the root), whose canonical is `path`. */
  aliases: readonly FamilyRoute[];
  /** Files under the page that belong to the record (its social card, its calendar file), by their last segment. */
  files: readonly string[];
  /** The tags of the lists and menus that show the record. */
  listTags: readonly string[];
  /** The list and index pages that show it. */
  listPages: readonly string[];
  /**
   * Whether a record's neighbours link to it (posts' previous/next links): their pages move when it is added,
   * renamed or dated (their pages only, as their cards and titles stay).
   */
  neighbours: boolean;
  /**
   * The sitemap file that lists its pages (its read tagged `sitemapTag.of(name)`), with their priority there; posts
   * are split over files of their own (`'blog'`).
   */
  sitemap: { path: string; priority: number } | { split: 'blog'; priority: number };
  words: Words;
  bench: FamilyBench<List>;
}

/** A list with no page of its own, named alone in the publish hook's body: `{ "type": "pricing" }`. */
export interface ListFamily {
  listTags: readonly string[];
  /** The pages that show it, re-rendered right after the change. */
  listPages: readonly string[];
}

type Defaulted = 'path' | 'aliases' | 'files' | 'neighbours';

/** A record family's definition: its paths read off its patterns; aliases, files and neighbours default to none. */
export const recordFamily = <Name extends RecordTypeName, List, const Words extends FamilyWords>(
  family: Omit<RecordFamily<Name, List, Words>, Defaulted> &
    Partial<Pick<RecordFamily<Name, List, Words>, 'files' | 'neighbours'>> & {
      aliases?: readonly { pattern: RoutePattern }[];
    },
): RecordFamily<Name, List, Words> => ({
  files: [],
  neighbours: false,
  ...family,
  path: pathOf(family.pattern),
  aliases: (family.aliases ?? []).map(({ pattern }) => ({ pattern, path: pathOf(pattern) })),
});

export const listFamily = (listTags: readonly string[], listPages: readonly string[]): ListFamily => ({
  listTags,
  listPages,
});

/** The first item, or an error naming what the content API failed to list. */
export function firstOf<T>(items: readonly T[], what: string): T {
  if (!items.length) throw new Error(`the content API lists no ${what}`);
  return items[0]!;
}
