// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createFloodCounter } from '@/lib/leads/flood-counts';
import { HOUR_MS } from '@/lib/leads/queue';
import { openSqliteJournal } from '@/lib/leads/sqlite-journal';
import { openBullmqQueue } from '@/lib/leads/bullmq-queue';
import { startPrivateRedis } from '../support/redis';
import type { LeadQueue, RejectedCount } from '@/lib/leads/queue';

const T = 10 * HOUR_MS;

describe('the flood counter', () => {
  it('counts each address per hour, from one again in the next hour', () => {
    const counter = createFloodCounter(async () => {});
    expect([1, 2, 3].map(() => counter.hit('a', T + 5))).toEqual([1, 2, 3]);
    expect(counter.hit('b', T + 6)).toBe(1);
    expect(counter.hit('a', T + HOUR_MS)).toBe(1);
  });

  it('saves what it counted since the last save, once, and forgets past hours', async () => {
    const saved: RejectedCount[][] = [];
    const counter = createFloodCounter(async (counts) => void saved.push(counts));
    counter.hit('a', T);
    counter.hit('a', T + 1);
    await counter.flush(T + 2);
    counter.hit('a', T + 3);
    await counter.flush(T + HOUR_MS);
    await counter.flush(T + HOUR_MS);
    expect(saved).toEqual([[{ hour: T, address: 'a', count: 2 }], [{ hour: T, address: 'a', count: 1 }]]);
    expect(counter.hit('a', T + HOUR_MS)).toBe(1);
  });

  it('logs a save that fails, and never throws at the form', async () => {
    const log = { error: vi.fn() };
    const counter = createFloodCounter(async () => Promise.reject(new Error('SQLITE_FULL')), log as never);
    counter.hit('a', T);
    await counter.flush(T);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('1 addresses'), expect.any(Error));
  });
});

describe.each([
  ['the SQLite journal', async () => ({ queue: openSqliteJournal(':memory:') as LeadQueue, stop: async () => {} })],
  [
    'the BullMQ queue',
    async () => {
      const redis = await startPrivateRedis();
      return { queue: openBullmqQueue(redis.url, HOUR_MS), stop: redis.stop };
    },
  ],
])('%s keeps the counts', (_, open) => {
  it('adds them up per address and hour, busiest first', async () => {
    const { queue, stop } = await open();
    try {
      const clock = Date.now(); // one reading: two straddling an hour's turn gave an hour that is no hour
      const now = clock - (clock % HOUR_MS);
      await queue.addRejectedCounts([{ hour: now, address: 'a', count: 5 }]);
      await queue.addRejectedCounts([
        { hour: now, address: 'a', count: 7 },
        { hour: now, address: 'b', count: 20 },
      ]);
      expect(await queue.rejectedCounts(now - HOUR_MS)).toEqual([
        { hour: now, address: 'b', count: 20 },
        { hour: now, address: 'a', count: 12 },
      ]);
    } finally {
      await queue.close();
      await stop();
    }
  }, 20_000);
});
