// Tables built from the family registry (./index.ts): none names a family. Pure; client-safe.
import type { PreviewType, RecordTypeName } from '@site/shared/content-types';
import { byName } from './by-name';
import type { FamilyRoute, FamilyWords, RecordFamily } from './family';
import { openings, RECORD_FAMILIES } from './index';

/** A family's URLs: its canonical route, then its aliases. */
export const routesOf = (family: RecordFamily): readonly FamilyRoute[] => [family, ...family.aliases];

/** A record's pages under every URL that serves it, and the files under its page (card, calendar file). */
export const detailPathsOf = (family: RecordFamily, slug: string): string[] => [
  ...routesOf(family).map((route) => route.path(slug)),
  ...family.files.map((file) => `${family.path(slug)}/${file}`),
];

/** Where a preview link of each type lands: a record's page, an opening's list. */
export const PREVIEW_LANDING = {
  ...byName(RECORD_FAMILIES, (family) => family.path),
  opening: openings.preview,
} satisfies Record<PreviewType, (slug: string) => string>;

/** The console's words for each previewable type: the record families', then openings'. */
export const PREVIEW_WORDS = {
  ...byName(RECORD_FAMILIES, (family): FamilyWords => family.words),
  opening: openings.words,
} satisfies Record<PreviewType, FamilyWords>;

/** The console's refreshable families: each record family, and the openings list. */
export const REFRESH_WORDS = {
  ...byName(RECORD_FAMILIES, (family): FamilyWords => family.words),
  openings: openings.words,
} satisfies Record<RecordTypeName | 'openings', FamilyWords>;
