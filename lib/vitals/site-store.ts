// This process's vitals store, opened once from the site's configuration.
import 'server-only';
import { sharedRedisClient } from '@/lib/redis/shared-client.mjs';
import { site } from '@/lib/site';
import { openVitalsStore } from './open-store';
import type { VitalsStore } from './store';

let opened: Promise<VitalsStore> | null = null;

export function vitalsStore(): Promise<VitalsStore> {
  opened ??= openVitalsStore(site, site.redisUrl ? sharedRedisClient(site.redisUrl) : undefined);
  return opened;
}
