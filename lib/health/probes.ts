import 'server-only';
import { sharedRedisClient } from '@/lib/redis/shared-client.mjs';
import { assertContentApiAnswers } from '@/lib/api';
import { site } from '@/lib/site';
import { cachedProbe, type Probe } from './check';

/** How long one answer of the content API stands for every health check on this instance. */
const CONTENT_API_PROBE_TTL_MS = 5_000;
const contentApiProbe = cachedProbe(assertContentApiAnswers, CONTENT_API_PROBE_TTL_MS);

async function redisAnswers(url: string): Promise<void> {
  // The cache handler's own connection: what matters is whether this instance's cache reaches Redis.
  const client = sharedRedisClient(url);
  if (!client.isReady) throw new Error('not connected (pages render without the shared cache)');
  await client.ping();
}

/**
 * What this instance needs: the content API always, Redis when REDIS_URL configures the shared cache. `fresh` (the
 * staff console's Health, opened by a person) asks the content API now instead of reusing its last answer.
 */
export function healthProbes({ fresh = false } = {}): Record<string, Probe> {
  const redisUrl = site.redisUrl;
  return {
    contentApi: fresh ? assertContentApiAnswers : contentApiProbe,
    ...(redisUrl ? { redis: () => redisAnswers(redisUrl) } : {}),
  };
}
