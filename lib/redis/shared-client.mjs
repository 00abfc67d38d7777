// @ts-check
// The one Redis connection of this process, shared by the cache handler Next loads (its Redis cache),
// /api/health and the stores on Redis. Plain JavaScript: Node loads the cache handler as it is.
import { createClient } from 'redis';
/** @import { RedisClientType } from 'redis' */

/**
 * How long a cache call waits for a connected Redis; past it the page renders without the cache. A
 * stopped Redis fails at once (no offline queue); this only bounds a hung one, and is generous because a
 * busy event loop (a render holding it) would otherwise count as Redis being slow.
 */
const REDIS_TIMEOUT_MS = 3_000;
const CLIENT_KEY = Symbol.for('remote-talent-site.redis-client');
/** @typedef {typeof globalThis & { [CLIENT_KEY]?: RedisClientType }} HoldsClient The process, holding its client. */
const LOG_EVERY_MS = 30_000;

/** @param {RedisClientType} client */
function logConnectionErrors(client) {
  let lastLogged = 0;
  // Without an 'error' listener a lost connection would crash the process; one line per 30 s is enough.
  client.on('error', (/** @type {Error} */ error) => {
    if (Date.now() - lastLogged < LOG_EVERY_MS) return;
    lastLogged = Date.now();
    console.warn(`Redis cache unavailable, pages render without it until it is back: ${error.message}`);
  });
  client.on('ready', () => console.info('Redis cache connected.'));
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @returns {Promise<T>}
 */
function withinTimeout(promise) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis gave no answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The client with every command bounded by REDIS_TIMEOUT_MS, and `withAbortSignal` (which the cache
 * handler package calls for each command) ignoring its signal: in redis 5.12.1, commands aborted while
 * a large write waits for the socket to drain leave the client writing nothing ever again (reproduced
 * with 300 aborted 400 KB SETs; seen here as every command timing out after a webhook's re-renders).
 * A late command is only given up on here; it still completes on the connection, which stays usable.
 * @param {RedisClientType} client
 * @returns {RedisClientType}
 */
function boundedClient(client) {
  const bounded = new Proxy(client, {
    get(target, property) {
      if (property === 'withAbortSignal') return () => bounded;
      const value = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      return (/** @type {unknown[]} */ ...args) => {
        const result = value.apply(target, args);
        return typeof result?.then === 'function' ? withinTimeout(result) : result;
      };
    },
  });
  return bounded;
}

/**
 * The process-wide client for `url`, connecting in the background: until it is ready every cache
 * call fails at once (no offline queue) and Next renders the page instead of waiting.
 * @param {string} url
 * @returns {RedisClientType}
 */
export function sharedRedisClient(url) {
  /** @type {HoldsClient} */ (globalThis)[CLIENT_KEY] ??= (() => {
    // Typed as the plain client: the site uses no Redis module commands.
    const client = /** @type {RedisClientType} */ (
      createClient({
        url,
        disableOfflineQueue: true,
        socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 1_000) },
      })
    );
    logConnectionErrors(client);
    client.connect().catch(() => {});
    return boundedClient(client);
  })();
  // Set just above, if it was not already.
  return /** @type {RedisClientType} */ (/** @type {HoldsClient} */ (globalThis)[CLIENT_KEY]);
}

/**
 * The client if this process uses Redis (REDIS_URL set and the cache handler loaded), else undefined.
 * @returns {RedisClientType | undefined}
 */
export function currentRedisClient() {
  return /** @type {HoldsClient} */ (globalThis)[CLIENT_KEY];
}
