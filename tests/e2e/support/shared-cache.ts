// Site processes on the e2e build and content API sharing a private Redis (REDIS_URL), as in a deployment.
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
  };
  const sites: ChildProcess[] = ports.map((port) =>
    run(`site:${port}`, process.execPath, siteServerArgs(port), { env: { ...env, PORT: String(port) } }),
  );
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
  return { redis, stop };
}
