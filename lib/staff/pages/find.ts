import 'server-only';
import { FAMILIES } from '@/lib/families';
import { uncachedRecord } from '@/lib/revalidate/records';
import { instanceOrigin } from '@/lib/revalidate/re-render';
import { site } from '@/lib/site';
import { findIn, type Found } from './find-page';
import { readTyped } from './page-address';
import { pageIndex, type IndexedPage } from './page-index';

/** The hosts an address of this site may carry: the public one, the edges' and this instance's. */
export const ownHosts = (): string[] =>
  [site.siteUrl, ...site.edgeRefreshOrigins, instanceOrigin()].filter(Boolean).map((origin) => new URL(origin).host);

/** Finds the page for what was typed; `index` is null when the lists could not be read (the CMS is down). */
export async function findPages(typed: string): Promise<Found & { indexRead: boolean }> {
  const index = await pageIndex().catch(() => null);
  const found = findIn(index ?? [], readTyped(typed, ownHosts()));
  if (found.kind !== 'unlisted') return { ...found, indexRead: index !== null };
  const { ref } = found;
  // A record the lists do not show yet (or no such record): the CMS says which.
  const record = await uncachedRecord(ref.type, ref.slug).catch(() => null);
  if (!record) return { kind: 'no-page', path: ref.path, indexRead: index !== null };
  const family = FAMILIES[ref.type].words.label;
  const page: IndexedPage = { family, title: record.title ?? ref.slug, path: ref.path, ref };
  return { kind: 'pages', pages: [page], more: 0, indexRead: index !== null };
}
