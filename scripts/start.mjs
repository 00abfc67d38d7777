// `npm start`: the content API (unless CONTENT_API_URL names an external backend), a production build
// of the site when none is current, then the site. Ctrl-C stops both.
//   npm start -- --reset     reseed the local content API from scratch, and make new secrets
//   npm start -- --rebuild   rebuild the site even if the build looks current
//   npm run dev              the same content API, with `next dev` instead of a build
import './lib/load-env.mjs';
import { buildFingerprint, isBuildCurrent, writeBuildStamp } from './lib/build-stamp.mjs';
import { NEXT_BIN, run, runToEnd, siteServerArgs, startContentApi, stopAll, waitForUrl } from './lib/processes.mjs';
import { keptSecrets, SECRETS_FILE } from './lib/secrets-file.mjs';
import { firstAdminInvitation } from './lib/first-admin.mjs';

const flags = new Set(process.argv.slice(2));
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.CONTENT_API_PORT ?? 4010);
const external = Boolean(process.env.CONTENT_API_URL);
const contentApiUrl = (process.env.CONTENT_API_URL ?? `http://127.0.0.1:${apiPort}`).replace(/\/+$/, '');
const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`;
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
// Generated once and kept in .data/secrets.json (owner only), so a restart keeps preview links, invitations and the
// admin token; --reset makes new ones. A value set in the environment or .env always wins.
const secrets = keptSecrets(
  SECRETS_FILE,
  [
    'REVALIDATE_SECRET',
    'PREVIEW_SECRET',
    'STAFF_SECRET',
    ...(external ? [] : ['CONTENT_ADMIN_TOKEN', 'CONTENT_API_SUBMIT_TOKEN']),
  ],
  { rotate: flags.has('--reset') },
);
const secret = (name) => secrets.values[name];
// The build's route table and the content API's request lines, for whoever looks: not the terminal.
const LOGS = { folder: '.data/logs', build: '.data/logs/build.log', api: '.data/logs/content-api.log' };

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(port),
  SITE_URL: siteUrl,
  CONTENT_API_URL: contentApiUrl,
  CONTENT_API_PORT: String(apiPort),
  REVALIDATE_SECRET: secret('REVALIDATE_SECRET'),
  // Signs preview links (content API) and checks them (site): both read the same one.
  PREVIEW_SECRET: secret('PREVIEW_SECRET'),
  // Signs staff invitations (the console, /staff).
  STAFF_SECRET: secret('STAFF_SECRET'),
  // The embedded content API's admin token, which the site's staff console sends too (both processes get this env);
  // an external backend has its own, set as CONTENT_ADMIN_TOKEN.
  ...(external ? {} : { CONTENT_ADMIN_TOKEN: secret('CONTENT_ADMIN_TOKEN') }),
  // The site's credential for storing quotes; an external backend sets its own (or none).
  ...(external ? {} : { CONTENT_API_SUBMIT_TOKEN: secret('CONTENT_API_SUBMIT_TOKEN') }),
  SITE_REVALIDATE_URL: process.env.SITE_REVALIDATE_URL ?? `http://127.0.0.1:${port}/api/revalidate`,
  // A person at a terminal: one readable line per request (LOG_FORMAT=json for the production format).
  LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
};
const children = [];
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopAll(children);
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

function supervise(child, name) {
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n${name} stopped unexpectedly (${code ?? signal}); stopping everything.`);
    void shutdown(1);
  });
  return child;
}

async function startBackend() {
  if (external) {
    console.log(`Using the external content API at ${contentApiUrl}`);
    await waitForUrl(`${contentApiUrl}/api/v1/get-service-list`, { timeoutMs: 15_000 });
    return;
  }
  const args = flags.has('--reset') ? ['--reset'] : [];
  console.log(`Starting the content API … (its log: ${LOGS.api})`);
  await startContentApi(env, contentApiUrl, args, (api) => supervise(api, 'The content API'), LOGS.api);
}

async function buildIfNeeded() {
  const fingerprint = buildFingerprint({ siteUrl, contentApiUrl, recaptcha: env.RECAPTCHA_SITE_KEY ?? '' });
  if (!flags.has('--rebuild') && isBuildCurrent(distDir, fingerprint)) {
    console.log('The production build is current; skipping next build.');
    return;
  }
  console.log(`Building the site against ${contentApiUrl} … (a few minutes; its log: ${LOGS.build})`);
  await runToEnd('build', process.execPath, [NEXT_BIN, 'build'], { env, logFile: LOGS.build });
  writeBuildStamp(distDir, fingerprint);
}

const dev = flags.has('--dev');

try {
  await startBackend();
  if (!dev) await buildIfNeeded();
  const siteArgs = dev ? [NEXT_BIN, 'dev', '-p', String(port)] : siteServerArgs(port);
  const site = supervise(run('site', process.execPath, siteArgs, { env }), 'The site');
  await waitForUrl(`http://127.0.0.1:${port}/`, { timeoutMs: dev ? 180_000 : 60_000, child: site });
  const invitation = await firstAdminInvitation(env);
  console.log(`\n  Site           ${siteUrl}`);
  console.log(`  Staff console  ${siteUrl}/staff`);
  if (invitation)
    console.log(
      `  First admin    ${invitation}\n                 (no staff yet: open it to join as admin; one use, 24 h; earlier links no longer work)`,
    );
  console.log(`  Content API    ${contentApiUrl}${external ? ' (external)' : ''}`);
  if (secrets.values.CONTENT_ADMIN_TOKEN && !process.env.CONTENT_ADMIN_TOKEN)
    console.log(`  Admin token    ${env.CONTENT_ADMIN_TOKEN}`);
  const made = secrets.generated.length ? `made ${secrets.generated.join(', ')}` : 'reused';
  console.log(`  Secrets        ${SECRETS_FILE} (owner only; ${made}; --reset makes new ones)`);
  console.log(`  Logs           ${LOGS.folder}/ (the build, the content API); the site's own lines follow here`);
  console.log('\n  Press Ctrl-C to stop.\n');
} catch (error) {
  console.error(`\nCould not start: ${error.message}`);
  await shutdown(1);
}
