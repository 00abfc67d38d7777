// The finder's question, read from its address: a type the CMS describes and a few words; anything else is ignored.
import type { SearchParams } from '../record-filter';

/** As many characters of words as the CMS looks for. */
export const FIND_WORDS_MAX = 100;

export interface FinderQuery {
  /** The chosen type's collection: the first one described when none (or an unknown one) is asked for. */
  collection: string | null;
  words: string;
}

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function readFinderQuery(params: SearchParams, collections: readonly string[]): FinderQuery {
  const asked = firstOf(params.type)?.slice(0, 60);
  const collection = asked !== undefined && collections.includes(asked) ? asked : (collections[0] ?? null);
  return { collection, words: (firstOf(params.q) ?? '').slice(0, FIND_WORDS_MAX).trim() };
}
