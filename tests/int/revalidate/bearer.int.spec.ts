// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bearerMatches } from '@/lib/revalidate/bearer';

describe('bearerMatches', () => {
  it('accepts only the exact secret in a Bearer header', () => {
    expect(bearerMatches('Bearer s3cret', 's3cret')).toBe(true);
    expect(bearerMatches('bearer s3cret', 's3cret')).toBe(true);
    expect(bearerMatches('Bearer s3cre', 's3cret')).toBe(false);
    expect(bearerMatches('Basic s3cret', 's3cret')).toBe(false);
    expect(bearerMatches(null, 's3cret')).toBe(false);
  });
});
