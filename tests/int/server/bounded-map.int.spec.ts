// @vitest-environment node
// The glue's one bounded map: the CSP per ETag (secure-handler.mjs) and the render-start stamps' bookkeeping use it.
import { describe, expect, it } from 'vitest';
import { BoundedMap } from '@/next-glue/server/bounded-map.mjs';

describe('BoundedMap', () => {
  it('forgets the least recently used entry past its limit', () => {
    const map = new BoundedMap(2);
    map.set('a', 'first');
    map.set('b', 'second');
    expect(map.get('a')).toBe('first');
    map.set('c', 'third');
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual(['first', undefined, 'third']);
    expect(map.size).toBe(2);
    map.set('a', 'replaced');
    expect(map.size).toBe(2);
    expect(map.get('a')).toBe('replaced');
  });

  it('deletes an entry, making room without forgetting another', () => {
    const map = new BoundedMap<number[]>(2);
    map.set('a', [1]);
    map.set('b', [2]);
    expect(map.delete('a')).toBe(true);
    expect(map.delete('a')).toBe(false);
    map.set('c', [3]);
    expect([map.get('b'), map.get('c'), map.size]).toEqual([[2], [3], 2]);
  });
});
