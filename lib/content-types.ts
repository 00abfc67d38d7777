// One entry per content type the publish hook can name: what it tags, where it shows, what else it moves.
import { sitemapTag, TAGS } from '@/lib/api/tags';
import { routes } from '@/lib/routes';

/** A record with its own page, named by a slug in the webhook body: `{ "type": "blog", "slug": … }`. */
export interface RecordType {
  kind: 'record';
  /** The tags of the lists and menus that show the record. */
  listTags: readonly string[];
  /** The record's pages, under every URL that serves it, and its social card and calendar file. */
  detailPaths: (slug: string) => string[];
  /** The list and index pages that show it. */
  listPages: readonly string[];
  /**
   * The pages of a neighbour whose previous/next links move when a record is added, renamed or dated (posts):
   * its page only, as its card and title stay; false for types without neighbours.
   */
  neighbours: false | ((slug: string) => string[]);
  /** The sitemap file that lists its pages and the tag of that file's read; posts are split by file (`'blog'`). */
  sitemap: { tag: string; path: string } | 'blog';
}

/** A list with no page of its own, named alone in the webhook body: `{ "type": "pricing" }`. */
export interface ListType {
  kind: 'list';
  listTags: readonly string[];
  /** The pages that show it, re-rendered right after the change. */
  listPages: readonly string[];
}

const record = (entry: Omit<RecordType, 'kind' | 'neighbours'> & Partial<RecordType>): RecordType => ({
  kind: 'record',
  neighbours: false,
  ...entry,
});
const list = (listTags: readonly string[], listPages: readonly string[]): ListType => ({
  kind: 'list',
  listTags,
  listPages,
});

export const CONTENT_TYPES = {
  blog: record({
    listTags: [TAGS.blogList, TAGS.popularBlogs],
    detailPaths: (slug) => [routes.blogPost(slug), routes.card(routes.blogPost(slug))],
    // The feeds list the newest posts, so an edit re-renders them with the list.
    listPages: [routes.blog, routes.blogRss, routes.blogAtom],
    neighbours: (slug) => [routes.blogPost(slug)],
    sitemap: 'blog',
  }),
  event: record({
    listTags: [TAGS.eventList],
    detailPaths: (slug) => [routes.event(slug), routes.eventCalendar(slug), routes.card(routes.event(slug))],
    // The calendar feed lists the upcoming events, so an edit re-renders it with the list.
    listPages: [routes.events, routes.eventsCalendar],
    sitemap: { tag: sitemapTag.event, path: routes.sitemapEvents },
  }),
  service: record({
    listTags: [TAGS.serviceList],
    detailPaths: (slug) => [routes.service(slug), routes.serviceAlias(slug), routes.card(routes.service(slug))],
    listPages: [routes.services],
    sitemap: { tag: sitemapTag.service, path: routes.sitemapServices },
  }),
  // Roles on the skills page are hire categories, so a category edit moves that list too.
  category: record({
    listTags: [TAGS.categoryList, TAGS.skills],
    detailPaths: (slug) => [routes.category(slug), routes.card(routes.category(slug))],
    listPages: [routes.categories, routes.allSkills],
    // Services and hire categories share a file, so either one's change re-renders it.
    sitemap: { tag: sitemapTag.category, path: routes.sitemapServices },
  }),
  trustedby: list([TAGS.trustedBy], [routes.home, routes.reviews]),
  technology: list([TAGS.technologies, TAGS.skills], [routes.home, routes.allSkills]),
  team: list([TAGS.team, TAGS.executives], [routes.ourTeam]),
  testimonials: list([TAGS.testimonials], [routes.reviews]),
  video: list([TAGS.video], [routes.vetting, routes.lifeAt]),
  pricing: list([TAGS.pricing], [routes.pricing]),
  openings: list([TAGS.openings], [routes.openings, routes.jobsFeed]),
  skills: list([TAGS.skills], [routes.allSkills]),
} as const satisfies Record<string, RecordType | ListType>;

export type ContentTypeName = keyof typeof CONTENT_TYPES;
export type RecordTypeName = {
  [K in ContentTypeName]: (typeof CONTENT_TYPES)[K] extends RecordType ? K : never;
}[ContentTypeName];
export type ListTypeName = Exclude<ContentTypeName, RecordTypeName>;

const namesOf = (kind: 'record' | 'list') =>
  (Object.keys(CONTENT_TYPES) as ContentTypeName[]).filter((name) => CONTENT_TYPES[name].kind === kind);

export const RECORD_TYPES = namesOf('record') as RecordTypeName[];
export const LIST_TYPES = namesOf('list') as ListTypeName[];

/** The menus every page's header shows (components/layout/SiteHeader): a fixed page's refresh marks them too. */
export const MENU_TAGS: readonly string[] = [TAGS.serviceList, TAGS.categoryList];

/** Every page any type lists itself on: what `{ "type": "all" }` re-renders first. */
export const ALL_LIST_PAGES: readonly string[] = [
  ...new Set([routes.home, ...Object.values(CONTENT_TYPES).flatMap((entry) => entry.listPages)]),
];
