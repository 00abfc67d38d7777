import type { RedisClientType } from 'redis';

export declare const REDIS_TIMEOUT_MS: number;
export declare function sharedRedisClient(url: string): RedisClientType;
export declare function currentRedisClient(): RedisClientType | undefined;
