// Site processes on the e2e build and content API sharing a private Redis (REDIS_URL), as in a deployment:
// the page cache and the lead queue (BullMQ) both live in it.
import { once } from 'node:events';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { E2E, E2E_URLS } from '../../../scripts/e2e/config.mjs';
import { run, siteServerArgs, stopAll, waitForUrl } from '../../../scripts/lib/processes.mjs';
import { startRedisServer } from '../../../scripts/lib/redis-server.mjs';

/** Starts Redis in `folder` (beside the e2e database) and one site on each port; `stop()` ends them all. */
export async function startSharedCacheSites(ports: readonly number[], folder: string) {
  const redis = await startRedisServer(E2E.redisPort, path.join(path.dirname(E2E.dbPath), folder));
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    REDIS_URL: redis.url,
    NEXT_DIST_DIR: E2E.distDir,
    SITE_URL: E2E_URLS.site,
    CONTENT_API_URL: E2E_URLS.api,
    REVALIDATE_SECRET: E2E.revalidateSecret,
    PREVIEW_SECRET: E2E.previewSecret,
    // The quotes' delivery credential, and the tests standing where the edge would (per-address lead limit).
    CONTENT_API_SUBMIT_TOKEN: E2E.submitToken,
    TRUSTED_PROXIES: '127.0.0.1, ::1',
  };
  const start = (port: number) =>
    run(`site:${port}`, process.execPath, siteServerArgs(port), { env: { ...env, PORT: String(port) } });
  const sites: ChildProcess[] = ports.map(start);
  /** Kills site `index` with SIGKILL (a crash: nothing flushed) and resolves once it serves again. */
  const crash = async (index: number) => {
    const exited = once(sites[index]!, 'exit');
    sites[index]!.kill('SIGKILL');
    await exited;
    sites[index] = start(ports[index]!);
    await waitForUrl(`http://127.0.0.1:${ports[index]}/`, { timeoutMs: 60_000, child: sites[index] });
  };
  const stop = async () => {
    await stopAll(sites);
    await redis.stop();
  };
  try {
    await Promise.all(
      ports.map((port, index) => waitForUrl(`http://127.0.0.1:${port}/`, { timeoutMs: 60_000, child: sites[index] })),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { redis, stop, crash };
}
