// Finding a page by what was typed, in the console's page index. Pure; client-safe.
import { nameOfPath, pageAt, type PageRef } from './page-at';
import type { Typed } from './page-address';
import type { IndexedPage } from './page-index';

export type Found =
  | { kind: 'empty' }
  | { kind: 'pages'; pages: IndexedPage[]; more: number }
  | { kind: 'elsewhere'; host: string }
  | { kind: 'no-page'; path: string }
  | { kind: 'no-title'; words: string }
  /** A record's address the lists do not show (new, or no such record): the CMS says which. */
  | { kind: 'unlisted'; ref: Extract<PageRef, { kind: 'record' }> };

/** Titles shown at most; the rest are counted. */
const MAX_FOUND = 20;

/** Lower case, no accents, one space between words: "Café  Hiring" and "cafe hiring" compare equal. */
const folded = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** How well a title answers the words: 0 the same, 1 starts with them, 2 a word starts with them, 3 has them all. */
function rank(title: string, words: string): number | null {
  const text = folded(title);
  if (text === words) return 0;
  if (text.startsWith(words)) return 1;
  if (text.includes(` ${words}`)) return 2;
  return words.split(' ').every((word) => text.includes(word)) ? 3 : null;
}

function byTitle(index: readonly IndexedPage[], typed: string): Found {
  const words = folded(typed);
  const ranked = index
    .map((page) => ({ page, rank: rank(page.title, words) }))
    .filter((entry): entry is { page: IndexedPage; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.page.title.length - b.page.title.length);
  if (!ranked.length) return { kind: 'no-title', words: typed };
  return {
    kind: 'pages',
    pages: ranked.slice(0, MAX_FOUND).map((entry) => entry.page),
    more: Math.max(ranked.length - MAX_FOUND, 0),
  };
}

function byPath(index: readonly IndexedPage[], path: string): Found {
  const ref = pageAt(path);
  if (!ref) return { kind: 'no-page', path };
  // Openings share their list's path: the page itself is the one to show.
  const listed = index.find((page) => page.path === ref.path && page.family !== 'opening');
  if (listed) return { kind: 'pages', pages: [listed], more: 0 };
  if (ref.kind === 'record') return { kind: 'unlisted', ref };
  // A fixed page is there whatever the lists say (they may not have been read: the CMS is down).
  return { kind: 'pages', pages: [{ family: 'page', title: nameOfPath(ref.path), path: ref.path, ref }], more: 0 };
}

/** The pages that answer what was typed: one for an address, the best titles for words. */
export function findIn(index: readonly IndexedPage[], typed: Typed): Found {
  if (typed.kind === 'path') return byPath(index, typed.path);
  if (typed.kind === 'title') return byTitle(index, typed.words);
  return typed;
}
