// The end-to-end environment: the content API on a fresh database, a production build of the site
// against it, and `next start`. A control port lets tests stop and restart the content API, crash the site, and
// start and stop plain `next start` of the same build (the stock site).
import { once } from 'node:events';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'node:http';
import { NEXT_BIN, run, runToEnd, siteServerArgs, startContentApi, stopAll, waitForUrl } from '../lib/processes.mjs';
import { recordStage } from '../ci/times-dir.mjs';
import { startAlertReceivers } from './alert-receivers.mjs';
import { E2E, E2E_URLS } from './config.mjs';

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(E2E.sitePort),
  SITE_URL: E2E_URLS.site,
  CONTENT_API_URL: E2E_URLS.api,
  CONTENT_API_PORT: String(E2E.apiPort),
  CONTENT_DB_PATH: E2E.dbPath,
  CONTENT_ADMIN_TOKEN: E2E.adminToken,
  REVALIDATE_SECRET: E2E.revalidateSecret,
  CONTENT_API_SUBMIT_TOKEN: E2E.submitToken,
  PREVIEW_SECRET: E2E.previewSecret,
  // The tests stand where the edge would: from loopback, X-Forwarded-For names the client (webhook limits).
  TRUSTED_PROXIES: '127.0.0.1, ::1',
  SITE_REVALIDATE_URL: `${E2E_URLS.site}/api/revalidate`,
  // The edge the edge specs and benches start on this port (deploy/nginx.conf); refused while none runs.
  EDGE_REFRESH_URLS: `http://127.0.0.1:${E2E.edgePort}`,
  NEXT_DIST_DIR: E2E.distDir,
  LEADS_JOURNAL: E2E.leadsJournal,
  STAFF_DB: E2E.staffDb,
  STAFF_SECRET: E2E.staffSecret,
  VITALS_READ_TOKEN: E2E.vitalsReadToken,
  // Every browser of the suite and of the field bench visits from loopback: one address, thousands of views a day.
  VITALS_VIEWS_PER_ADDRESS: '50000',
  // The site sends these parts of a CRM lead's attribution, and the CRM stand-in keeps them (lead-attribution spec).
  CRM_ATTRIBUTION_FIELDS: 'utm_source=LEADCF20,latest.utm_campaign=LEADCF21,gclid=LEADCF22',
  // Lets the resilience specs make a call answer garbage (content-api/src/admin/faults.ts).
  CONTENT_API_FAULTS: '1',
  // Lead alerts to this environment's own receivers (GET /alerts on the control port); E2E_ALERTS=off (the
  // benchmark's baseline) leaves them unset.
  ...(process.env.E2E_ALERTS !== 'off' && {
    SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
    LEAD_ALERT_TO: 'sales@e2e.example',
    LEAD_ALERT_WEBHOOK_URL: `http://127.0.0.1:${E2E.alertHookPort}/hook`,
  }),
};
let api = null;
let site = null;
let stockSite = null;
let alerts = null;

async function startApi(args = []) {
  await startContentApi(env, E2E_URLS.api, args, (child) => (api = child));
}

async function startSite() {
  site = run('site', process.execPath, siteServerArgs(E2E.sitePort), { env });
  await waitForUrl(`${E2E_URLS.site}/`, { timeoutMs: 60_000, child: site });
}

/**
 * E2E_STOCK_SITE=1 (the benches' `--against stock`), or `/stock-site/start` on the control port (the upstream
 * canaries, tests/e2e/upstream-bugs.e2e.spec.ts): a copy of the same build under plain `next start`, so the project's
 * server is measured against Next's own, and Next's bugs are seen without the glue that works around them. Its CSP
 * allows inline scripts instead of naming hashes: without the project's server no page carries its scripts' hashes,
 * and a page whose flight data is refused never hydrates.
 */
async function startStockSite() {
  const port = String(E2E.benchArms.stock.site);
  const distDir = `${E2E.distDir}-stock`;
  copyBuild(distDir);
  const manifest = path.join(distDir, 'routes-manifest.json');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/ 'sha256-[A-Za-z0-9+/=]+'/g, ''));
  const stockEnv = { ...env, PORT: port, NEXT_DIST_DIR: distDir };
  const args = [NEXT_BIN, 'start', '--port', port, '--hostname', '127.0.0.1'];
  stockSite = run('stock', process.execPath, args, { env: stockEnv });
  await waitForUrl(`${E2E_URLS.stock}/`, { timeoutMs: 60_000, child: stockSite });
}

const running = (child) => child !== null && child.exitCode === null && child.signalCode === null;

/** Stops the stock site, if it runs: the canaries' spec starts it for its own tests only. */
async function stopStockSite() {
  if (stockSite) await stopAll([stockSite]);
  stockSite = null;
}

/** A crash, not a shutdown (SIGKILL: nothing is flushed), then the site again on the same journal. */
async function crashSite() {
  const exited = once(site, 'exit');
  site.kill('SIGKILL');
  await exited;
  await startSite();
}

const control = createServer(async (request, response) => {
  try {
    if (request.method === 'POST' && request.url === '/content-api/stop') await stopAll([api]);
    else if (request.method === 'POST' && request.url === '/content-api/start') await startApi();
    else if (request.method === 'POST' && request.url === '/site/crash') await crashSite();
    else if (request.method === 'POST' && request.url === '/stock-site/start') {
      if (!running(stockSite)) await startStockSite();
    } else if (request.method === 'POST' && request.url === '/stock-site/stop') await stopStockSite();
    else if (request.method === 'GET' && request.url === '/alerts')
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(alerts.received));
    else return void response.writeHead(404).end();
    response.writeHead(204).end();
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});

/**
 * The build as another server has it: a copy no other process writes into. The e2e site's file cache rewrites its
 * own pages in place, and an instance on Redis (E2E.instanceDistDir) serves the build's own pages on a cache miss;
 * Next's caches and the standalone output are left out (not read there).
 * @param {string} target
 */
function copyBuild(target) {
  rmSync(target, { recursive: true, force: true });
  const skipped = ['cache', 'standalone'].map((folder) => path.join(E2E.distDir, folder));
  cpSync(E2E.distDir, target, { recursive: true, filter: (source) => !skipped.includes(source) });
}

async function shutdown(code) {
  control.close();
  await stopAll([site, stockSite, api].filter(Boolean));
  await alerts?.stop();
  process.exit(code);
}
process.on('SIGTERM', () => shutdown(0));
process.on('SIGINT', () => shutdown(0));

try {
  alerts = await startAlertReceivers({ smtpPort: E2E.smtpPort, hookPort: E2E.alertHookPort });
  await startApi(['--reset']);
  // Each run starts from an empty cache: a previous run's edits must not leak into this one.
  rmSync(E2E.distDir, { recursive: true, force: true });
  for (const file of [E2E.leadsJournal, E2E.staffDb, E2E.vitalsDb])
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  const buildStart = performance.now();
  await runToEnd('build', process.execPath, [NEXT_BIN, 'build'], { env });
  recordStage('next build (e2e)', (performance.now() - buildStart) / 1000);
  copyBuild(E2E.instanceDistDir);
  await startSite();
  if (process.env.E2E_STOCK_SITE === '1') await startStockSite();
  control.listen(E2E.controlPort, '127.0.0.1');
  console.log(`e2e servers ready: site ${E2E_URLS.site}, content API ${E2E_URLS.api}`);
} catch (error) {
  console.error(`e2e servers failed: ${error.message}`);
  await shutdown(1);
}
