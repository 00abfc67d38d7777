import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startRedisServer } from '../../../scripts/lib/redis-server.mjs';

/** A port nothing listens on right now, so parallel test runs never share a Redis. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Debian's redis-server on a free port (or on `port`, to bring a stopped one back) in a temporary folder. */
export async function startPrivateRedis(port?: number) {
  return startRedisServer(port ?? (await freePort()), mkdtempSync(path.join(tmpdir(), 'redis-test-')));
}
