import 'server-only';
import { sharedRedisClient } from '@/lib/redis/shared-client.mjs';
import { processWide } from '@/lib/process-wide.mjs';
import { site } from '@/lib/site';

// What the site notes about itself for /staff/health: the last webhook call, each edge's last refresh error.
// In this process, and with REDIS_URL also in Redis, so whichever instance answers the console knows it.
const REDIS_HASH = 'site:notes';
// The webhook's route and the console's pages may each have their own copy of this module.
const local = processWide('notes', () => new Map<string, string>());

const redis = () => (site.redisUrl ? sharedRedisClient(site.redisUrl) : null);

/** Keeps `value` under `name`; a Redis that does not answer leaves this instance's copy only. */
export async function writeNote(name: string, value: object): Promise<void> {
  const json = JSON.stringify(value);
  local.set(name, json);
  const client = redis();
  if (client?.isReady) await client.hSet(REDIS_HASH, name, json).catch(() => {});
}

/** The note under `name`: the shared one when Redis answers, else this instance's, else null. */
export async function readNote<T>(name: string): Promise<T | null> {
  const client = redis();
  const shared = client?.isReady ? await client.hGet(REDIS_HASH, name).catch(() => null) : null;
  const json = shared ?? local.get(name);
  return json ? (JSON.parse(json) as T) : null;
}
