// The production server: Next's request handler with the site's security headers on every response (error
// answers included) and, in each HTML page's CSP, the SHA-256 of its inline scripts: pages are prerendered,
// so they cannot carry per-request nonces. Run from the repository or from a standalone build's folder:
//   node next-glue/server/main.mjs [--port 3000] [--hostname 0.0.0.0]     (HOSTNAME and PORT too; loopback by default)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import next from 'next';
import { withRequestStart } from '../cache-handler/request-start.mjs';
import { setClientAddress } from './client-address.mjs';
import { stylesheetsIn } from './inline-stylesheets.mjs';
import { liveCopyToken, withLiveCopyAnswers } from './live-copy.mjs';
import { secureHandler } from './secure-handler.mjs';
import { readyLine } from './ready-line.mjs';
import { readDraftModeHeaders, readSecurityHeaders } from './security-headers.mjs';
import { selfOrigin, serverSettings } from './startup-checks.mjs';

const { values: flags } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const settings = serverSettings(flags, process.env);
if (settings.problems) {
  console.error(`The site will not start. Fix these settings (see .env.example):\n- ${settings.problems.join('\n- ')}`);
  process.exit(1);
}
const { port, hostname, trustedProxies } = settings;
const dir = fileURLToPath(new URL('../..', import.meta.url));
const distDir = join(dir, process.env.NEXT_DIST_DIR || '.next');
process.env.NODE_ENV = 'production';
process.chdir(dir);

// Like Next's generated standalone/server.js, hand Next the config the build recorded: a standalone build has no
// next.config.ts, and in the repository it is the same config without Next warning that `next start` cannot
// serve a standalone build (this server is not `next start`).
const { config } = JSON.parse(readFileSync(join(distDir, 'required-server-files.json'), 'utf8'));
// The folder this server was told to serve, not the one the build was made in: a copy of a build (each instance's
// own, say) then reads and caches its pages in itself, as the manifests above are read from it.
if (process.env.NEXT_DIST_DIR) config.distDir = process.env.NEXT_DIST_DIR;
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

// The webhook re-renders pages through this address (lib/revalidate/re-render.ts), never one a request names.
process.env.__SITE_SELF_ORIGIN = selfOrigin(hostname, port);
// With this build's preview id, those re-renders block until the new page is cached (Next's on-demand
// revalidation), so the edges can take it at once. A secret: it also unlocks draft mode.
process.env.__SITE_ON_DEMAND_ID = JSON.parse(
  readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8'),
).preview.previewModeId;
const httpServer = createServer();
const app = next({ dev: false, dir, port, hostname, httpServer });
await app.prepare();

// The staff console's own question, when a page's live copy was rendered, is answered with a token it reads from env.
const handle = withLiveCopyAnswers(
  secureHandler(app.getRequestHandler(), {
    headers: readSecurityHeaders(distDir),
    draftMode: readDraftModeHeaders(distDir),
    readStylesheet: stylesheetsIn(distDir),
  }),
  liveCopyToken(),
);
httpServer.on('request', (req, res) => {
  // Before anything reads it: the rate limits key on this address (TRUSTED_PROXIES).
  setClientAddress(req, trustedProxies);
  // What a render caches is stamped with when its request arrived (cache-handler/render-start-stamps.mjs).
  return withRequestStart(() => handle(req, res));
});
httpServer.on('error', (error) => {
  console.error(`The site could not listen on port ${port}: ${error.message}`);
  process.exit(1);
});
httpServer.listen(port, hostname, () =>
  console.info(readyLine({ hostname, port, siteUrl: process.env.SITE_URL || undefined })),
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    httpServer.close();
    app.close().finally(() => process.exit(0));
  });
}
