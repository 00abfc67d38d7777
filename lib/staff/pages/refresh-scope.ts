// What a console refresh covers, for its words. Pure; client-safe.
import type { RecordTypeName } from '@/lib/content-types';
import { REFRESH_WORDS } from '@/lib/families/derived';
import { mapValues } from '@/lib/families/by-name';

export type RefreshTarget =
  { kind: 'page'; path: string } | { kind: 'every'; of: RecordTypeName | 'openings' } | { kind: 'all' };

/** The target and the plan's re-rendered pages: the page itself first, for a single page. */
export interface RefreshScope {
  target: RefreshTarget;
  pages: readonly string[];
}

/** "every post", as the buttons say. */
export const FAMILY_NAMES = mapValues(REFRESH_WORDS, (words) => [words.one, words.many] as const);

/** The form value that names a target ("page:/pricing", "every:blog", "all"), and back. */
export const targetValue = (target: RefreshTarget) =>
  target.kind === 'page' ? `page:${target.path}` : target.kind === 'every' ? `every:${target.of}` : 'all';

export function targetFrom(value: string): RefreshTarget | null {
  if (value === 'all') return { kind: 'all' };
  if (value.startsWith('page:/')) return { kind: 'page', path: value.slice(5, 2_005) };
  const of = value.startsWith('every:') ? value.slice(6) : '';
  return Object.hasOwn(FAMILY_NAMES, of) ? { kind: 'every', of: of as keyof typeof FAMILY_NAMES } : null;
}
