// Benchmarks run against BENCH_SITE_URL when it is set, or else against their own end-to-end
// environment (fresh content API, production build, the project's server), which they stop afterwards.
// `{ stock: true }` also serves the same build with plain `next start` (scripts/bench/arms.mjs).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { waitForUrl } from '../lib/processes.mjs';
import { E2E_URLS } from '../e2e/config.mjs';

export async function withSite(work, { stock = false } = {}) {
  if (process.env.BENCH_SITE_URL) return work(process.env.BENCH_SITE_URL.replace(/\/+$/, ''));
  console.log(
    `Starting the end-to-end environment (content API, production build, the site${stock ? ', next start' : ''}) …`,
  );
  const env = { ...process.env, ...(stock && { E2E_STOCK_SITE: '1' }) };
  const servers = spawn(process.execPath, ['scripts/e2e/servers.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForUrl(`${E2E_URLS.site}/`, { timeoutMs: 10 * 60_000, child: servers });
    if (stock) await waitForUrl(`${E2E_URLS.stock}/`, { timeoutMs: 60_000, child: servers });
    return await work(E2E_URLS.site);
  } finally {
    servers.kill('SIGTERM');
    await once(servers, 'exit');
  }
}
