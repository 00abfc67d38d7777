// The publish hook's registry, derived from the page families (lib/families): what each type it names tags, where
// it shows, what else it moves.
import { FAMILIES, LISTS, RECORD_FAMILIES, type ListFamily, type RecordFamily } from '@/lib/families';
import { detailPathsOf } from '@/lib/families/derived';
import { sitemapTag, TAGS, type SitemapFamily } from '@/lib/api/tags';
import { byName, mapValues } from '@/lib/families/by-name';
import { routes } from '@/lib/routes';
import type { ListTypeName, RecordTypeName } from '@site/shared/content-types';

export type { ListTypeName, RecordTypeName };

/** A record with its own page, named by a slug in the webhook body: `{ "type": "blog", "slug": … }`. */
export interface RecordType extends Pick<RecordFamily, 'listTags' | 'listPages'> {
  kind: 'record';
  /** A neighbour's pages whose previous/next links move (its page only); false for types without neighbours. */
  neighbours: false | ((slug: string) => string[]);
  /** The record's pages, under every URL that serves it, and its social card and calendar file. */
  detailPaths: (slug: string) => string[];
  /** The sitemap file that lists its pages and the tag of that file's read; posts are split by file (`'blog'`). */
  sitemap: { tag: string; path: string } | 'blog';
}

/** A list with no page of its own, named alone in the webhook body: `{ "type": "pricing" }`. */
export interface ListType extends ListFamily {
  kind: 'list';
}

const recordType = (family: RecordFamily): RecordType => ({
  kind: 'record',
  listTags: family.listTags,
  listPages: family.listPages,
  neighbours: family.neighbours && ((slug) => [family.path(slug)]),
  detailPaths: (slug) => detailPathsOf(family, slug),
  sitemap:
    'split' in family.sitemap
      ? family.sitemap.split
      : { tag: sitemapTag.of(family.name as SitemapFamily), path: family.sitemap.path },
});

export const CONTENT_TYPES: Record<RecordTypeName, RecordType> & Record<ListTypeName, ListType> = {
  ...byName(RECORD_FAMILIES, recordType),
  ...mapValues(LISTS, (list): ListType => ({ kind: 'list', ...list })),
};

export type ContentTypeName = RecordTypeName | ListTypeName;

export const RECORD_TYPES: readonly RecordTypeName[] = Object.keys(FAMILIES) as RecordTypeName[];
export const LIST_TYPES: readonly ListTypeName[] = Object.keys(LISTS) as ListTypeName[];

/** The menus every page's header shows (components/layout/SiteHeader): a fixed page's refresh marks them too. */
export const MENU_TAGS: readonly string[] = [TAGS.serviceList, TAGS.categoryList];

/** Every page any type lists itself on: what `{ "type": "all" }` re-renders first. */
export const ALL_LIST_PAGES: readonly string[] = [
  ...new Set([routes.home, ...Object.values(CONTENT_TYPES).flatMap((entry) => entry.listPages)]),
];
