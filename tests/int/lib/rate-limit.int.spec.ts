// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '@/lib/security/rate-limit';

const MINUTES_10 = 10 * 60_000;

describe('createRateLimiter', () => {
  it('lets `limit` calls through per window and per client, then asks to wait', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 });
    expect(limiter.hit('a', 0)).toBeNull();
    expect(limiter.hit('a', 1)).toBeNull();
    expect(limiter.hit('a', 2)).toBe(10);
    expect(limiter.hit('b', 2)).toBeNull();
    expect(limiter.hit('a', 10_001)).toBeNull();
  });

  it('keeps limiting an address while 20,000 other addresses call (it used to forget every count past 10,000)', () => {
    const limiter = createRateLimiter({ limit: 10, windowMs: MINUTES_10 });
    const flood = '198.51.100.9';
    for (let n = 0; n < 10; n += 1) expect(limiter.hit(flood, n)).toBeNull();
    const answers: (number | null)[] = [];
    for (let n = 0; n < 20_000; n += 1) {
      limiter.hit(`10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`, 1_000);
      if (n % 1_000 === 999) answers.push(limiter.hit(flood, 1_000));
    }
    expect(answers).toHaveLength(20);
    expect(answers.every((wait) => wait !== null && wait > 0)).toBe(true);
  });

  it('holds a bounded number of clients, forgetting the one unheard from longest first', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTES_10, maxClients: 3 });
    limiter.hit('a', 0);
    limiter.hit('b', 0);
    expect(limiter.hit('a', 1)).not.toBeNull();
    limiter.hit('c', 2);
    limiter.hit('d', 3);
    // b, heard from longest ago, was forgotten; a, still calling, was not.
    expect(limiter.hit('a', 4)).not.toBeNull();
    expect(limiter.hit('b', 5)).toBeNull();
  });

  it('counts an IPv6 address by its /64, and an IPv4 address written as IPv6 as the IPv4 one', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: MINUTES_10 });
    expect(limiter.hit('2001:db8:1:2::1', 0)).toBeNull();
    expect(limiter.hit('2001:0db8:0001:0002:ffff:0:0:9', 0)).toBeNull();
    expect(limiter.hit('2001:db8:1:2:abcd::42', 0)).not.toBeNull();
    expect(limiter.hit('2001:db8:1:3::1', 0)).toBeNull();

    expect(limiter.hit('198.51.100.9', 0)).toBeNull();
    expect(limiter.hit('::ffff:198.51.100.9', 0)).toBeNull();
    expect(limiter.hit('::ffff:c633:6409', 0)).not.toBeNull();
  });
});
