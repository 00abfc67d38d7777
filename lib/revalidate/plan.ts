import 'server-only';
import { assertContentApiAnswers, slugTag, TAGS } from '@/lib/api';
import type { BlogDetail } from '@/lib/api/schemas/blog';
import { ALL_LIST_PAGES, CONTENT_TYPES } from '@/lib/content-types';
import type { Change } from './change';
import { planEvery, planPage } from './plan-console';
import { blogNeighbourSlugs, uncachedRecord } from './records';
import type { RecordChange } from './request';
import { allSitemapPaths, recordSitemapPlan } from './sitemaps';

/** What one change does to the cache. */
export interface RevalidationPlan {
  /** Marked stale: the last good page is served while a fresh one renders, so an outage never turns it into an error. */
  stale: string[];
  /** Expired with no copy left: pages of records that no longer exist, which must never be shown again. */
  expire: string[];
  /** Pages re-rendered right away, so the next visitor already gets fresh HTML. */
  reRender: string[];
}

const unique = (values: readonly (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

async function planRecord(change: RecordChange): Promise<RevalidationPlan> {
  const type = CONTENT_TYPES[change.type];
  // Reading the record past the cache proves the backend answers (it throws if not) and tells a delete apart.
  const now = await uncachedRecord(change.type, change.slug);
  const neighbours = type.neighbours
    ? await blogNeighbourSlugs(change.previousSlug ?? change.slug, now as BlogDetail | null)
    : [];
  const renamedFrom = change.previousSlug !== change.slug ? change.previousSlug : undefined;
  const gone = unique([now ? null : change.slug, renamedFrom]);
  const live = unique([now ? change.slug : null, ...neighbours]).filter((slug) => !gone.includes(slug));
  // Neighbours' sitemap entries do not move: only the changed record's lastmod (or presence) does.
  const sitemap = await recordSitemapPlan(change.type, change.slug);
  return {
    stale: unique([...live.map((slug) => slugTag(change.type, slug)), ...type.listTags, ...sitemap.stale]),
    expire: gone.map((slug) => slugTag(change.type, slug)),
    reRender: unique([
      ...[change.slug, renamedFrom].flatMap((slug) => (slug ? type.detailPaths(slug) : [])),
      ...(type.neighbours ? neighbours.flatMap(type.neighbours) : []),
      ...type.listPages,
      ...sitemap.reRender,
    ]),
  };
}

/** Maps a change to tags and pages; throws (and so changes nothing) when the content API does not answer. */
export async function planRevalidation(change: Change): Promise<RevalidationPlan> {
  if ('slug' in change) return planRecord(change);
  if (change.type === 'every') return planEvery(change.of);
  if (change.type === 'page') return planPage(change.path);
  await assertContentApiAnswers();
  // A redirect must never be answered once changed: its lookups (and the pages that answered one) are expired, and
  // the path re-renders at once so the edges take its new answer.
  if (change.type === 'redirects') return { stale: [], expire: [TAGS.redirects], reRender: [change.path] };
  if (change.type === 'all')
    return { stale: [TAGS.all], expire: [], reRender: [...ALL_LIST_PAGES, ...(await allSitemapPaths())] };
  const type = CONTENT_TYPES[change.type];
  return { stale: [...type.listTags], expire: [], reRender: [...type.listPages] };
}
