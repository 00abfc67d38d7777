// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '@/lib/security/rate-limit';

describe('createRateLimiter', () => {
  it('lets `limit` calls through per window and per client, then asks to wait', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 });
    expect(limiter.hit('a', 0)).toBeNull();
    expect(limiter.hit('a', 1)).toBeNull();
    expect(limiter.hit('a', 2)).toBe(10);
    expect(limiter.hit('b', 2)).toBeNull();
    expect(limiter.hit('a', 10_001)).toBeNull();
  });
});
