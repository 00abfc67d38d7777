// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BACKOFF, nextAttemptAt, retryDelayMs } from '@/lib/leads/backoff';

describe('lead delivery backoff', () => {
  it('starts at 10 s (5–10 s with jitter) and doubles', () => {
    expect([1, 2, 3].map((n) => retryDelayMs(n, () => 1))).toEqual([10_000, 20_000, 40_000]);
    expect(retryDelayMs(1, () => 0)).toBe(5_000);
  });

  it('never waits more than an hour, nor less than half the step, whatever the jitter', () => {
    for (let attempts = 1; attempts <= 60; attempts++) {
      for (const jitter of [0, 0.37, 0.999, 1]) {
        const delay = retryDelayMs(attempts, () => jitter);
        expect(delay).toBeLessThanOrEqual(BACKOFF.maxMs);
        expect(delay).toBeGreaterThanOrEqual(Math.min(BACKOFF.maxMs, 10_000 * 2 ** (attempts - 1)) / 2);
      }
    }
  });

  it('keeps trying for 72 h, then gives up', () => {
    const hour = 3_600_000;
    expect(nextAttemptAt(0, 80, 72 * hour - 1, () => 1)).toBe(73 * hour - 1);
    expect(nextAttemptAt(0, 80, 72 * hour)).toBeNull();
  });

  it('reaches the hour cap well within the 72 h, so a weekend outage costs at most ~90 attempts', () => {
    let at = 0;
    let attempts = 0;
    while (at < BACKOFF.giveUpAfterMs) at = nextAttemptAt(0, ++attempts, at, () => 1) ?? Infinity;
    expect(attempts).toBeGreaterThan(70);
    expect(attempts).toBeLessThan(90);
  });
});
