// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, phoneCountries } from '@/lib/forms/country-codes';

describe('phone country codes', () => {
  it('lists about 240 countries from the maintained metadata, one value each', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(230);
    expect(new Set(COUNTRY_CODES.map((option) => option.value)).size).toBe(COUNTRY_CODES.length);
  });

  it('defaults to +1, the United States', () => {
    expect(phoneCountries([]).defaultValue).toBe('+1 US');
    expect(COUNTRY_CODES).toContainEqual({ value: '+1 US', label: 'United States (+1)' });
  });

  it('names each country in English with its calling code, alphabetically', () => {
    expect(COUNTRY_CODES).toContainEqual({ value: '+91 IN', label: 'India (+91)' });
    expect(COUNTRY_CODES).toContainEqual({ value: '+57 CO', label: 'Colombia (+57)' });
    const labels = COUNTRY_CODES.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    for (const { value, label } of COUNTRY_CODES) expect(label).toContain(`(${value.split(' ')[0]})`);
  });
});
