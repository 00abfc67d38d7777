// Which staff store a process uses: Redis when instances share one (REDIS_URL), else the SQLite file STAFF_DB.
import path from 'node:path';
import { createClient, type RedisClientType } from 'redis';
import type { StaffKv } from './kv';
import { openRedisKv } from './redis-kv';
import { openSqliteKv } from './sqlite-kv';

interface StoreConfig {
  redisUrl?: string;
  staff: { db: string };
}

/**
 * For a command run from a terminal (npm run staff): its own Redis connection, opened here. The site passes the
 * process's shared client instead (staff-kv.ts). Relative STAFF_DB paths are from the working directory.
 */
export async function openStaffKv({ redisUrl, staff }: StoreConfig, client?: RedisClientType): Promise<StaffKv> {
  if (!redisUrl) return openSqliteKv(path.resolve(staff.db));
  if (client) return openRedisKv(client);
  const own = createClient({ url: redisUrl }) as RedisClientType;
  await own.connect();
  const kv = openRedisKv(own);
  return { ...kv, close: async () => void (await own.quit()) };
}
