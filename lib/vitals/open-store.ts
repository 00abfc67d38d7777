// Which vitals store a process uses: Redis when instances share one (REDIS_URL), else a SQLite file beside the
// lead journal (vitals.sqlite in LEADS_JOURNAL's folder).
import path from 'node:path';
import { createClient, type RedisClientType } from 'redis';
import { openRedisVitals } from './redis-store';
import { openSqliteVitals } from './sqlite-store';
import type { VitalsStore } from './store';

interface StoreConfig {
  redisUrl?: string;
  leads: { journal: string };
}

/** The SQLite file's path: relative journal paths are from the working directory. */
export const vitalsFileOf = (journal: string): string =>
  path.join(path.dirname(path.resolve(journal)), 'vitals.sqlite');

/** For a terminal command (npm run vitals) its own Redis connection; the site passes its shared client. */
export async function openVitalsStore(
  { redisUrl, leads }: StoreConfig,
  client?: RedisClientType,
): Promise<VitalsStore> {
  if (!redisUrl) return openSqliteVitals(vitalsFileOf(leads.journal));
  if (client) return openRedisVitals(client);
  const own = createClient({ url: redisUrl }) as RedisClientType;
  await own.connect();
  return { ...openRedisVitals(own), close: async () => void (await own.quit()) };
}
