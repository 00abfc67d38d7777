// The page families, each defined once (one file per family here): the publish hook's registry, the console's
// page finder and words, preview landings, Web Vitals page types, sitemaps and benchmarks all derive from this
// (the tables built from it are in ./derived.ts). Client-safe; the families' server reads are in ./server.ts.
import type { RecordTypeName } from '@site/shared/content-types';
import { blog } from './blog';
import { category } from './category';
import { event } from './event';
import type { RecordFamily } from './family';
import { LISTS } from './lists';
import { openings } from './openings';
import { service } from './service';

export type { FamilyRoute, FamilyWords, ListFamily, RecordFamily, RoutePattern } from './family';
export { LISTS, openings };

/** Every record family, by the name the publish hook gives it: exactly @site/shared's record type names. */
export const FAMILIES = { blog, event, service, category } as const satisfies {
  [Name in RecordTypeName]: RecordFamily<Name>;
};

/** The console's finder lists a page as a fixed page or by its family's label ('post', 'opening'). */
export type FamilyLabel = 'page' | (typeof FAMILIES)[RecordTypeName]['words']['label'] | typeof openings.words.label;

/** The record families in the registry's order. */
export const RECORD_FAMILIES: readonly RecordFamily[] = Object.values(FAMILIES);
