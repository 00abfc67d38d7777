// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest';
import { throttled } from '@/lib/leads/throttled';

afterEach(() => vi.useRealTimers());

it('writes the first call, then at most one per period', () => {
  vi.useFakeTimers({ now: 0 });
  const write = vi.fn();
  const log = throttled(write, 30_000);
  log('a');
  log('b');
  vi.setSystemTime(29_999);
  log('c');
  vi.setSystemTime(30_000);
  log('d');
  expect(write.mock.calls).toEqual([['a'], ['d']]);
});
