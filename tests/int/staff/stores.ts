// The staff store under test: a SQLite file in a temporary folder, or a private Redis; each test gets a fresh one.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type RedisClientType } from 'redis';
import type { StaffKv } from '@/lib/staff/store/kv';
import { openRedisKv } from '@/lib/staff/store/redis-kv';
import { openSqliteKv } from '@/lib/staff/store/sqlite-kv';
import { startPrivateRedis } from '../support/redis';

type Redis = Awaited<ReturnType<typeof startPrivateRedis>>;

/** `open()` a fresh store; `stop()` after all. Redis starts once per suite and is flushed between tests. */
export function storeKinds() {
  let redis: Redis | undefined;
  let client: RedisClientType | undefined;
  return [
    {
      kind: 'sqlite',
      open: async (): Promise<StaffKv> =>
        openSqliteKv(path.join(mkdtempSync(path.join(tmpdir(), 'staff-')), 'staff.sqlite')),
      stop: async () => {},
    },
    {
      kind: 'redis',
      open: async (): Promise<StaffKv> => {
        redis ??= await startPrivateRedis();
        if (!client) {
          client = createClient({ url: redis.url }) as RedisClientType;
          await client.connect();
        }
        await client.flushAll();
        return openRedisKv(client);
      },
      stop: async () => {
        client?.destroy();
        await redis?.stop();
      },
    },
  ] as const;
}

/** A clock the test moves. */
export function testClock(start = Date.UTC(2026, 10, 26, 9)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}
