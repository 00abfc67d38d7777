// @vitest-environment node
// A compare marks the words that changed on each side, reads rich text as its words, and gives up marking (whole
// text changed) rather than hold the page on a pathological pair.
import { wordChanges, wordsOf } from '@/lib/staff/editor/word-changes';

const marked = (parts: { text: string; changed: boolean }[]) =>
  parts.map((part) => (part.changed ? `[${part.text}]` : part.text)).join('');

describe('the words that changed', () => {
  it('are marked on each side: removed on the left, added on the right, the rest shared', () => {
    const { left, right } = wordChanges('Hire a remote React developer', 'Hire a vetted React developer fast');
    expect(marked(left)).toBe('Hire a [remote] React developer');
    expect(marked(right)).toBe('Hire a [vetted] React developer[ fast]');
  });

  it('are none for the same words', () => {
    const { left, right } = wordChanges('Same words', 'Same words');
    expect([marked(left), marked(right)]).toEqual(['Same words', 'Same words']);
  });

  it('are the whole of each side when marking them takes too long', () => {
    const long = (word: string) => Array.from({ length: 4_000 }, (_, at) => `${word}${at % 7}`).join(' ');
    const { left, right } = wordChanges(long('a'), long('b'), 0);
    expect(left).toEqual([{ text: long('a'), changed: true }]);
    expect(right).toEqual([{ text: long('b'), changed: true }]);
  });

  it('of rich text are its words, one block a line, entities read back', () => {
    expect(wordsOf('<h2>Why</h2><p>Fast &amp; <strong>vetted</strong>&nbsp;people</p>')).toBe(
      'Why\nFast & vetted people',
    );
  });
});
