// Next's cache handler (next.config.ts `cacheHandler`), chosen when the server starts: with REDIS_URL,
// the shared Redis cache (redis-cache.mjs); without it, and always during `next build`, Next's own file
// cache, exactly as if no handler were configured. So one build runs as a lone instance or as many.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

const useRedis = Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD;

export default useRedis ? (await import('./redis-cache.mjs')).SharedRedisCache : fileSystemCacheModule.default;
