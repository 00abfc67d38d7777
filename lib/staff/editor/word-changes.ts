// Two versions of a field's words, each split into what both share and what only it has, so a compare marks the
// change itself rather than showing two long texts to read side by side.
import { diffWordsWithSpace } from 'diff';

export interface WordPart {
  text: string;
  /** True when only this side has it: removed on the older side, added on the newer. */
  changed: boolean;
}

/** A long post compares in well under a frame; past this the whole text is marked changed. */
const COMPARE_MS = 200;

/** Rich text compared as the words a reader sees, not its markup. */
export const wordsOf = (html: string) =>
  html
    .replace(/<\/(p|h[2-4]|li|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

/** Each side's parts: the left keeps what was removed, the right what was added. */
export function wordChanges(
  left: string,
  right: string,
  timeout = COMPARE_MS,
): { left: WordPart[]; right: WordPart[] } {
  const changes = diffWordsWithSpace(left, right, { timeout });
  if (!changes) return { left: [{ text: left, changed: true }], right: [{ text: right, changed: true }] };
  return {
    left: changes.filter((part) => !part.added).map((part) => ({ text: part.value, changed: part.removed })),
    right: changes.filter((part) => !part.removed).map((part) => ({ text: part.value, changed: part.added })),
  };
}
