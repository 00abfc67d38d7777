// @ts-check
// Debian's redis-server on a private port for the tests of the shared cache and the lead queue, set as a Redis
// holding leads must be (docs/leads.md): every write in the AOF before it is acknowledged, and nothing evicted.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { stopAll } from './processes.mjs';
/** @import { ChildProcess } from 'node:child_process' */
/** @typedef {{ url: string; child: ChildProcess; stop: () => Promise<void>; restart: () => Promise<RedisServer> }} RedisServer */

/**
 * Resolves once the server answers PING on `port`.
 * @param {number} port
 * @param {number} timeoutMs
 * @returns {Promise<void>}
 */
async function answersPing(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const pong = await new Promise((/** @type {(answered: boolean) => void} */ resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        resolve(data.toString().startsWith('+PONG'));
        socket.destroy();
      });
      socket.once('error', () => resolve(false));
    });
    if (pong) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server did not answer on port ${port} within ${timeoutMs / 1000} s`);
}

const DURABLE = ['--appendonly', 'yes', '--appendfsync', 'always', '--maxmemory-policy', 'noeviction', '--save', ''];

/**
 * Starts redis-server on 127.0.0.1:`port` in `dir`, emptied first (no run sees another's data); `stop()` ends it,
 * and `restart()` starts it again on its own data (its append-only file), as a Redis back from an outage.
 * @param {number} port
 * @param {string} dir
 * @param {{ keepData?: boolean }} [options]
 * @returns {Promise<RedisServer>}
 */
export async function startRedisServer(port, dir, { keepData = false } = {}) {
  if (!keepData) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const args = ['--port', String(port), '--bind', '127.0.0.1', ...DURABLE, '--dir', dir];
  const child = spawn('redis-server', args, { stdio: ['ignore', 'ignore', 'inherit'] });
  await answersPing(port, 10_000);
  return {
    url: `redis://127.0.0.1:${port}`,
    child,
    stop: () => stopAll([child]),
    restart: () => startRedisServer(port, dir, { keepData: true }),
  };
}
