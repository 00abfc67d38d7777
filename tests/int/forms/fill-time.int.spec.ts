// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FILL_TOKEN_MAX_AGE_MS, fillTimeVerdict, signStart, verifyStart } from '@/lib/forms/spam';
import { MIN_FILL_MS } from '@/lib/forms/state';

const KEY = randomBytes(32);
const T0 = 1_790_000_000_000;

describe('the fill-time token', () => {
  it('verifies its own start time', () => {
    expect(verifyStart(KEY, signStart(KEY, T0), T0 + 5_000)).toEqual({ startedAt: T0 });
  });

  it('does not verify once its time is changed, under another key, or malformed', () => {
    const [, mac] = signStart(KEY, T0).split('.');
    expect(verifyStart(KEY, `${T0 - 60_000}.${mac}`, T0)).toEqual({ invalid: 'signature' });
    expect(verifyStart(randomBytes(32), signStart(KEY, T0), T0)).toEqual({ invalid: 'signature' });
    for (const token of ['x', `${T0}`, `${T0}.${mac}x`, `-1.${mac}`, `${T0}.${'\u00e9'.repeat(43)}`])
      expect(verifyStart(KEY, token, T0)).toEqual({ invalid: 'malformed' });
  });

  it('expires after a day', () => {
    const token = signStart(KEY, T0);
    expect(verifyStart(KEY, token, T0 + FILL_TOKEN_MAX_AGE_MS)).toEqual({ startedAt: T0 });
    expect(verifyStart(KEY, token, T0 + FILL_TOKEN_MAX_AGE_MS + 1)).toEqual({ invalid: 'expired' });
  });
});

describe('fillTimeVerdict', () => {
  it('calls a lead sent under the minimum after the first input too fast, and one at the minimum a person’s', () => {
    const token = signStart(KEY, T0);
    expect(fillTimeVerdict(KEY, token, T0 + MIN_FILL_MS - 1)).toBe('too-fast');
    expect(fillTimeVerdict(KEY, token, T0 + MIN_FILL_MS)).toBeUndefined();
  });

  it('checks nothing without a token (no JavaScript) or with one it cannot trust', () => {
    expect(fillTimeVerdict(KEY, '', T0)).toBeUndefined();
    expect(fillTimeVerdict(KEY, signStart(randomBytes(32), T0), T0 + 1)).toBeUndefined();
  });
});
