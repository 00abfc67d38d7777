import 'server-only';
import { sharedRedisClient } from '@/cache-handler/redis-client.mjs';
import { assertContentApiAnswers } from '@/lib/api';
import { site } from '@/lib/site';
import type { Probe } from './check';

async function redisAnswers(url: string): Promise<void> {
  // The cache handler's own connection: what matters is whether this instance's cache reaches Redis.
  const client = sharedRedisClient(url);
  if (!client.isReady) throw new Error('not connected (pages render without the shared cache)');
  await client.ping();
}

/** What this instance needs: the content API always, Redis when REDIS_URL configures the shared cache. */
export function healthProbes(): Record<string, Probe> {
  const redisUrl = site.redisUrl;
  return {
    contentApi: assertContentApiAnswers,
    ...(redisUrl ? { redis: () => redisAnswers(redisUrl) } : {}),
  };
}
