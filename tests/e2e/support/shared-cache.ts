// Site processes on the e2e build and content API sharing a private Redis (REDIS_URL), as in a deployment:
// the page cache and the lead queue (BullMQ) both live in it.
import { once } from 'node:events';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { E2E, E2E_URLS } from '../../../scripts/e2e/config.mjs';
import { run, siteServerArgs, stopAll, waitForUrl } from '../../../scripts/lib/processes.mjs';
import { startRedisServer } from '../../../scripts/lib/redis-server.mjs';

/**
 * Starts Redis in `folder` (beside the e2e database) and one site on each port, each with a lead journal of its own
 * there (its local disk); `stop()` ends them all. `stopRedis()` and `restartRedis()` make a Redis outage.
 */
export async function startSharedCacheSites(ports: readonly number[], folder: string) {
  const dir = path.join(path.dirname(E2E.dbPath), folder);
  let redis = await startRedisServer(E2E.redisPort, dir);
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    REDIS_URL: redis.url,
    // Each instance's own copy of the build, as in a deployment (the e2e site's file cache rewrites its pages).
    NEXT_DIST_DIR: E2E.instanceDistDir,
    SITE_URL: E2E_URLS.site,
    CONTENT_API_URL: E2E_URLS.api,
    REVALIDATE_SECRET: E2E.revalidateSecret,
    PREVIEW_SECRET: E2E.previewSecret,
    // The quotes' delivery credential, and the tests standing where the edge would (per-address lead limit).
    CONTENT_API_SUBMIT_TOKEN: E2E.submitToken,
    TRUSTED_PROXIES: '127.0.0.1, ::1',
  };
  const start = (port: number) =>
    run(`site:${port}`, process.execPath, siteServerArgs(port), {
      env: { ...env, PORT: String(port), LEADS_JOURNAL: path.join(dir, `leads-${port}.sqlite`) },
    });
  const sites: ChildProcess[] = ports.map(start);
  /** Kills site `index` with SIGKILL (a crash: nothing flushed) and resolves once it serves again. */
  const crash = async (index: number) => {
    const exited = once(sites[index]!, 'exit');
    sites[index]!.kill('SIGKILL');
    await exited;
    sites[index] = start(ports[index]!);
    await waitForUrl(`http://127.0.0.1:${ports[index]}/`, { timeoutMs: 60_000, child: sites[index] });
  };
  let redisUp = true;
  const stopRedis = async () => {
    redisUp = false;
    await redis.stop();
  };
  /** Redis back on its own data, as after an outage. */
  const restartRedis = async () => {
    redis = await redis.restart();
    redisUp = true;
  };
  const stop = async () => {
    await stopAll(sites);
    if (redisUp) await redis.stop();
  };
  try {
    await Promise.all(
      ports.map((port, index) => waitForUrl(`http://127.0.0.1:${port}/`, { timeoutMs: 60_000, child: sites[index] })),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    /** The Redis now running (a new process after `restartRedis`, on the same port and data). */
    get redis() {
      return redis;
    },
    stop,
    crash,
    stopRedis,
    restartRedis,
  };
}
