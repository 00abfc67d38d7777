// A flood's refused posts counted per address and hour on the queue's Redis (lib/leads/queue.ts RejectedCount):
// one hash per hour, address → count, gone once the rejected leads of that hour would be.
import type { createClient } from 'redis';
import { HOUR_MS, hourOf, type RejectedCount } from './queue';
import { WORKER_DEFAULTS } from './worker';

const PREFIX = 'leads:rejected-counts:';
const keyOf = (hour: number) => `${PREFIX}${hour}`;
const KEEP_SECONDS = Math.ceil((WORKER_DEFAULTS.rejectedKeepMs + HOUR_MS) / 1_000);

export function rejectedCountsIn(client: ReturnType<typeof createClient>) {
  return {
    async addRejectedCounts(counts: readonly RejectedCount[]): Promise<void> {
      const batch = client.multi();
      for (const { hour, address, count } of counts)
        batch.hIncrBy(keyOf(hour), address, count).expire(keyOf(hour), KEEP_SECONDS);
      await batch.exec();
    },
    async rejectedCounts(from: number): Promise<RejectedCount[]> {
      const counts: RejectedCount[] = [];
      // Hours older than the hashes' lifetime hold nothing.
      const first = hourOf(Math.max(from, Date.now() - KEEP_SECONDS * 1_000));
      for (let hour = first; hour <= Date.now(); hour += HOUR_MS) {
        const byAddress = await client.hGetAll(keyOf(hour));
        for (const [address, count] of Object.entries(byAddress)) counts.push({ hour, address, count: Number(count) });
      }
      return counts.sort((a, b) => b.count - a.count || a.hour - b.hour);
    },
  };
}
