// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextIndex } from '@/lib/a11y/roving-focus';

describe('roving focus', () => {
  it('wraps with the arrow keys of its orientation', () => {
    expect(nextIndex('ArrowRight', 3, 4, 'horizontal')).toBe(0);
    expect(nextIndex('ArrowLeft', 0, 4, 'horizontal')).toBe(3);
    expect(nextIndex('ArrowDown', 1, 4, 'vertical')).toBe(2);
    expect(nextIndex('ArrowDown', 1, 4, 'horizontal')).toBeNull();
    expect(nextIndex('End', 0, 4, 'vertical')).toBe(3);
    expect(nextIndex('Home', 2, 4, 'vertical')).toBe(0);
  });
});
