// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { anyDateToIso, displayDateToIso, isoToDisplayDate } from '@/lib/dates';

describe('dates', () => {
  it('reads the contract’s display dates', () => {
    expect(displayDateToIso('12 Mar, 2025')).toBe('2025-03-12');
    expect(displayDateToIso('2 Jan, 2025')).toBe('2025-01-02');
    expect(displayDateToIso('31 Foo, 2025')).toBeNull();
    expect(displayDateToIso('soon')).toBeNull();
  });
});

describe('isoToDisplayDate and anyDateToIso', () => {
  it('shows ISO dates in the site display form and leaves other text alone', () => {
    expect(isoToDisplayDate('2025-01-02')).toBe('02 Jan, 2025');
    expect(isoToDisplayDate('soon')).toBe('soon');
  });

  it('reads either form back to ISO', () => {
    expect(anyDateToIso('2025-03-12')).toBe('2025-03-12');
    expect(anyDateToIso('12 Mar, 2025')).toBe('2025-03-12');
    expect(anyDateToIso('soon')).toBeNull();
  });
});
