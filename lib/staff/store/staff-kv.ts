// This process's staff store, opened once from the site's configuration.
import 'server-only';
import { sharedRedisClient } from '@/lib/redis/shared-client.mjs';
import { site } from '@/lib/site';
import type { StaffKv } from './kv';
import { openStaffKv } from './open-kv';

let opened: Promise<StaffKv> | null = null;

export function staffKv(): Promise<StaffKv> {
  opened ??= openStaffKv(site, site.redisUrl ? sharedRedisClient(site.redisUrl) : undefined);
  return opened;
}
