// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { displayDateToIso } from '@/lib/dates';

describe('dates', () => {
  it('reads the contract’s display dates', () => {
    expect(displayDateToIso('12 Mar, 2025')).toBe('2025-03-12');
    expect(displayDateToIso('2 Jan, 2025')).toBe('2025-01-02');
    expect(displayDateToIso('31 Foo, 2025')).toBeNull();
    expect(displayDateToIso('soon')).toBeNull();
  });
});
