// Page views on Redis (REDIS_URL), so every instance records into and reads one set: a list per UTC day, each
// entry `at` and the view, trimmed to the day's cap and expiring once the day is past the 30 kept.
import type { RedisClientType } from 'redis';
import { DAY_MS, KEEP_DAYS, MAX_VIEWS_PER_DAY, dayOf, type StoredView, type VitalsStore } from './store';

const keyOf = (day: number) => `vitals:day:${new Date(day).toISOString().slice(0, 10)}`;

/** The site's shared client connects in the background and queues nothing meanwhile: wait for it a moment. */
async function ready(client: RedisClientType, waitMs = 2_000): Promise<void> {
  for (const until = Date.now() + waitMs; !client.isReady && Date.now() < until;)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

export function openRedisVitals(
  client: RedisClientType,
  now: () => number = Date.now,
  perDay = MAX_VIEWS_PER_DAY,
): VitalsStore {
  return {
    async add(view, at) {
      await ready(client);
      const day = dayOf(at);
      const key = keyOf(day);
      // The oldest of a full day are kept: LTRIM after RPUSH drops the newest past the cap.
      await client
        .multi()
        .rPush(key, JSON.stringify({ ...view, at }))
        .lTrim(key, 0, perDay - 1)
        // Relative to the view's own time, so Redis's clock and ours need not agree.
        .pExpire(key, day + (KEEP_DAYS + 1) * DAY_MS - at)
        .exec();
    },
    async since(since) {
      await ready(client);
      const from = Math.max(since, now() - KEEP_DAYS * DAY_MS);
      const days: number[] = [];
      for (let day = dayOf(from); day <= dayOf(now()); day += DAY_MS) days.push(day);
      const lists = await Promise.all(days.map((day) => client.lRange(keyOf(day), 0, -1)));
      return lists
        .flat()
        .map((entry) => JSON.parse(entry) as StoredView)
        .filter((view) => view.at >= from)
        .sort((a, b) => a.at - b.at);
    },
    async close() {},
  };
}
