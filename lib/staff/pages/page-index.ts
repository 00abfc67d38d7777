import 'server-only';
import { getOpenings } from '@/lib/api';
import { FAMILIES, openings, RECORD_FAMILIES, type FamilyLabel } from '@/lib/families';
import { REFRESH_WORDS } from '@/lib/families/derived';
import { mapValues } from '@/lib/families/by-name';
import { FAMILY_READS } from '@/lib/families/server';
import { PAGES, routes } from '@/lib/routes';
import { nameOfPath, type PageRef } from './page-at';

/** What the console lists a page as: its family, a title and the canonical path of its live copy. */
export type Family = FamilyLabel;
export interface IndexedPage {
  family: Family;
  title: string;
  path: string;
  ref: PageRef;
}

/**
 * Every page the console can find, from the lists the live site shows (read through the data cache, so a search
 * costs the content API nothing after the first): fixed pages, each record family's records (services and hire
 * categories with their children), and each opening (whose page is the openings list).
 */
export async function pageIndex(): Promise<IndexedPage[]> {
  const [records, jobs] = await Promise.all([
    Promise.all(RECORD_FAMILIES.map((family) => FAMILY_READS[family.name].listed())),
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
    ...RECORD_FAMILIES.flatMap((family, at) =>
      records[at]!.map(({ slug, title }): IndexedPage => {
        const path = family.path(slug);
        return {
          family: FAMILIES[family.name].words.label,
          title,
          path,
          ref: { kind: 'record', type: family.name, slug, path },
        };
      }),
    ),
    ...jobs.all.map((job): IndexedPage => ({
      family: openings.words.label,
      title: job.title,
      path: routes.openings,
      ref: { kind: 'fixed', path: routes.openings },
    })),
  ];
}

/** How many of each kind the index holds, by the refresh's names, and the site's pages (an opening has none). */
export function familyCounts(index: readonly IndexedPage[]) {
  const of = (family: Family) => index.filter((page) => page.family === family).length;
  const families = mapValues(REFRESH_WORDS, (words) => of(words.label as Family));
  return { families, total: index.length - of(openings.words.label) };
}
