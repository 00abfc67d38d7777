// What one page family is: its route, its URLs, what the publish hook moves, its sitemap file and its words.
// Pure and client-safe (console islands read it); server reads in ./server.ts, getters in lib/api/family-calls.ts.
import type * as z from 'zod/mini';
import { RECORD_ROUTES, type RecordTypeName } from '@site/shared/content-types';
import { listTag } from '../api/tags';
import { CARD_FILE } from '../pages';
import { pathOf } from '@site/shared/record-routes';

export { CARD_FILE };

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

/** A record as the family's list names it: the console's page finder and the prerendered slugs read these. */
export interface ListedRecord {
  slug: string;
  title: string;
}

/** The site's schemas of the family's two content API answers, loaded on demand: zod stays out of pages. */
export interface FamilySchemas {
  /** One record by its slug (null when the API answers none); its title heads its page and card. */
  detail: z.ZodMiniType<{ title: string } | null>;
  list: z.ZodMiniType;
}

export type DetailOf<S extends FamilySchemas> = NonNullable<z.output<S['detail']>>;
export type ListOf<S extends FamilySchemas> = z.output<S['list']>;

export interface RecordFamily<
  Name extends RecordTypeName = RecordTypeName,
  Schemas extends FamilySchemas = FamilySchemas,
  Words extends FamilyWords = FamilyWords,
> extends FamilyRoute {
  name: Name;
  /** The content API admin API's collection of its records: `/admin/<collection>/<slug>`. */
  collection: string;
  /**
   * The content API's calls: one record, asked by the route's parameter name, and the family's list; `recordAt`,
   * where the detail answer holds the record (a dotted path, '' for the answer itself), is its not-found rule: an
   * empty list there means no record, and the cache handler stores no such answer (lib/api/one-record-answers.mjs).
   */
  calls: { detail: string; list: string; recordAt: string };
  schemas: () => Promise<Schemas>;
  // Method syntax below: a family's own answer types stay its own where families are held together.
  /** The records its list names, children included. */
  records(list: ListOf<Schemas>): ListedRecord[];
  /** How many of those `next build` prerenders (lib/prerender.ts); all of them when absent. */
  prerender?: number;
  /** The line above the record's title on its social card. */
  kicker(detail: DetailOf<Schemas>): string;
  /** The pages of it the benchmarks measure (scripts/bench/page-types.mjs), picked from its list. */
  bench(list: ListOf<Schemas>): BenchPage[];
  /** The same page at other URLs (a service at the root), whose canonical is `path`. */
  aliases: readonly FamilyRoute[];
  /** Files under the page that belong to the record, by their last segment: its calendar file; every family's card. */
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
}

/** A list with no page of its own, named alone in the publish hook's body: `{ "type": "pricing" }`. */
export interface ListFamily {
  listTags: readonly string[];
  /** The pages that show it, re-rendered right after the change. */
  listPages: readonly string[];
}

type Derived = 'pattern' | 'path' | 'aliases' | 'files' | 'neighbours' | 'listTags';

/**
 * A record family's definition. Its routes are its type's in @site/shared (`RECORD_ROUTES`: the canonical one, then
 * aliases), its paths read off them; its card is added to its files; it has no neighbours unless it says so.
 */
export const recordFamily = <
  Name extends RecordTypeName,
  Schemas extends FamilySchemas,
  const Words extends FamilyWords,
>(
  family: Omit<RecordFamily<Name, Schemas, Words>, Derived> &
    Partial<Pick<RecordFamily<Name, Schemas, Words>, 'files' | 'neighbours'>> & {
      /** The tags of the other lists that show its records (its own list's tag comes first). */
      alsoListedIn?: readonly string[];
    },
): RecordFamily<Name, Schemas, Words> => {
  const [pattern, ...aliases]: readonly RoutePattern[] = RECORD_ROUTES[family.name];
  return {
    neighbours: false,
    ...family,
    pattern,
    path: pathOf(pattern),
    aliases: aliases.map((alias) => ({ pattern: alias, path: pathOf(alias) })),
    files: [...(family.files ?? []), CARD_FILE],
    listTags: [listTag(family.name), ...(family.alsoListedIn ?? [])],
  };
};

export const listFamily = (listTags: readonly string[], listPages: readonly string[]): ListFamily => ({
  listTags,
  listPages,
});

/** The first item, or an error naming what the content API failed to list. */
export function firstOf<T>(items: readonly T[], what: string): T {
  if (!items.length) throw new Error(`the content API lists no ${what}`);
  return items[0]!;
}

/** The benchmarks' two pages of a nested family: its first record with children, and that record's first child. */
export function parentAndChild(
  items: readonly (ListedRecord & { children: readonly ListedRecord[] })[],
  what: string,
  [parentType, childType]: readonly [string, string],
): BenchPage[] {
  const parent = firstOf(
    items.filter((item) => item.children.length),
    what,
  );
  return [
    { type: parentType, slug: parent.slug },
    { type: childType, slug: parent.children[0]!.slug },
  ];
}

/** Each item of a menu, then its children: a family whose records nest one level. */
export const withChildren = <Item extends ListedRecord & { children: readonly ListedRecord[] }>(
  items: readonly Item[],
): ListedRecord[] => items.flatMap((item) => [item, ...item.children]);
