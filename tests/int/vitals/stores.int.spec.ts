// @vitest-environment node
// Both vitals stores keep the same views for 30 days: a SQLite file, and a private Redis.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import type { VitalsView } from '@/lib/vitals/contract';
import { openRedisVitals } from '@/lib/vitals/redis-store';
import { openSqliteVitals } from '@/lib/vitals/sqlite-store';
import { DAY_MS, type VitalsStore } from '@/lib/vitals/store';
import { startPrivateRedis } from '../support/redis';

const NOW = Date.UTC(2026, 10, 26, 12);
const VIEW: VitalsView = {
  page: '/',
  device: 'phone',
  connection: '4g',
  navigation: 'first',
  metrics: { LCP: 1200 },
  lcpElement: 'text',
};

let redis: Awaited<ReturnType<typeof startPrivateRedis>> | undefined;
let client: RedisClientType | undefined;
afterAll(async () => {
  client?.destroy();
  await redis?.stop();
});

const PER_DAY = 5;
const kinds: [string, (now: () => number) => Promise<VitalsStore>][] = [
  [
    'SQLite',
    async () => openSqliteVitals(path.join(mkdtempSync(path.join(tmpdir(), 'vitals-')), 'vitals.sqlite'), PER_DAY),
  ],
  [
    'Redis',
    async (now) => {
      redis ??= await startPrivateRedis();
      if (!client) {
        client = createClient({ url: redis.url }) as RedisClientType;
        await client.connect();
      }
      await client.flushAll();
      return openRedisVitals(client, now, PER_DAY);
    },
  ],
];

describe.each(kinds)('the %s vitals store', (_, open) => {
  it('keeps views with their time, oldest first, and reads from a time on', async () => {
    const store = await open(() => NOW);
    await store.add({ ...VIEW, metrics: { INP: 40 } }, NOW - 2 * DAY_MS);
    await store.add(VIEW, NOW - 1_000);
    expect(await store.since(NOW - 3 * DAY_MS)).toEqual([
      { ...VIEW, metrics: { INP: 40 }, at: NOW - 2 * DAY_MS },
      { ...VIEW, at: NOW - 1_000 },
    ]);
    expect(await store.since(NOW - DAY_MS)).toEqual([{ ...VIEW, at: NOW - 1_000 }]);
    await store.close();
  });

  it('forgets views older than 30 days', async () => {
    const store = await open(() => NOW);
    await store.add(VIEW, NOW - 31 * DAY_MS);
    await store.add(VIEW, NOW);
    expect((await store.since(0)).map((view) => view.at)).toEqual([NOW]);
    await store.close();
  });

  it('keeps at most its cap of views a day, the first ones, and takes more the next day', async () => {
    const store = await open(() => NOW + DAY_MS);
    for (let i = 0; i < PER_DAY + 3; i++) await store.add(VIEW, NOW + i);
    await store.add(VIEW, NOW + DAY_MS);
    expect((await store.since(NOW)).map((view) => view.at - NOW)).toEqual([0, 1, 2, 3, 4, DAY_MS]);
    await store.close();
  });
});
