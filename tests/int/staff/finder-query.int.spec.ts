import { describe, expect, it } from 'vitest';
import { FIND_WORDS_MAX, readFinderQuery } from '@/lib/staff/editor/finder-query';

const TYPES = ['blogs', 'testimonials', 'team-members'];

describe('the finder’s question, from its address', () => {
  it('shows the first type described, with no words, until something is asked', () => {
    expect(readFinderQuery({}, TYPES)).toEqual({ collection: 'blogs', words: '' });
    expect(readFinderQuery({}, [])).toEqual({ collection: null, words: '' });
  });

  it('takes a type the CMS describes, and the first of repeated ones', () => {
    expect(readFinderQuery({ type: 'team-members', q: 'Rachel' }, TYPES)).toEqual({
      collection: 'team-members',
      words: 'Rachel',
    });
    expect(readFinderQuery({ type: ['testimonials', 'blogs'], q: ['one', 'two'] }, TYPES)).toEqual({
      collection: 'testimonials',
      words: 'one',
    });
  });

  it('ignores a type it does not know, and bounds the words before trimming them', () => {
    expect(readFinderQuery({ type: 'records' }, TYPES).collection).toBe('blogs');
    expect(readFinderQuery({ type: `testimonials${'x'.repeat(10_000)}` }, TYPES).collection).toBe('blogs');
    expect(readFinderQuery({ q: '  quist  ' }, TYPES).words).toBe('quist');
    const long = readFinderQuery({ q: 'a'.repeat(10_000) }, TYPES).words;
    expect(long).toHaveLength(FIND_WORDS_MAX);
  });
});
