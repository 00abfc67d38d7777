import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startRedisServer } from '../../../scripts/lib/redis-server.mjs';
import { freePort } from './free-port';

/** Debian's redis-server on a free port (or on `port`, to bring a stopped one back) in a temporary folder. */
export async function startPrivateRedis(port?: number) {
  return startRedisServer(port ?? (await freePort()), mkdtempSync(path.join(tmpdir(), 'redis-test-')));
}
