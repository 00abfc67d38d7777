// Builds the site against a large catalogue and prints the build's seconds, pages prerendered, seconds
// per page, peak RSS of the whole process tree and the prerender strategy's N (lib/prerender.ts).
//   npm run bench:build -- --blogs 10000 --events 2000
// It seeds its own content API in a scratch folder on a free port and builds into its own NEXT_DIST_DIR.
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { NEXT_BIN, run, startContentApi, stopAll } from '../lib/processes.mjs';
import { samplePeakRss } from '../lib/process-tree-rss.mjs';

const { values } = parseArgs({
  options: { blogs: { type: 'string', default: '10000' }, events: { type: 'string', default: '2000' } },
});

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
const distDir = `.next-bench-build-${process.pid}`;
const port = await freePort();
const apiUrl = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  CONTENT_API_URL: apiUrl,
  CONTENT_API_PORT: String(port),
  CONTENT_DB_PATH: path.join(scratch, 'content.db'),
  NEXT_DIST_DIR: distDir,
};
/** The seconds `next build` reports for its compile, type-check and static-generation phases. */
function phaseTimes(build) {
  const phases = { compile: NaN, typescript: NaN, generate: NaN };
  const patterns = {
    compile: /Compiled successfully in ([\d.]+)(ms|s|min)/,
    typescript: /Finished TypeScript in ([\d.]+)(ms|s|min)/,
    generate: /Generating static pages .* in ([\d.]+)(ms|s|min)/,
  };
  createInterface({ input: build.stdout }).on('line', (line) => {
    for (const [phase, pattern] of Object.entries(patterns)) {
      const match = pattern.exec(line);
      if (match) phases[phase] = Number(match[1]) * { ms: 0.001, s: 1, min: 60 }[match[2]];
    }
  });
  return phases;
}

const format = (load) => load.map((value) => value.toFixed(2)).join(' ');

let api = null;
try {
  console.log(`Seeding ${values.blogs} posts and ${values.events} events on ${apiUrl} …`);
  api = await startContentApi(env, apiUrl, ['--reset', '--blogs', values.blogs, '--events', values.events]);
  const loadBefore = os.loadavg();
  const started = performance.now();
  const build = run('build', process.execPath, [NEXT_BIN, 'build'], { env });
  const stopSampling = samplePeakRss(build.pid);
  const phases = phaseTimes(build);
  const [code] = await once(build, 'exit');
  const peakMb = stopSampling();
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`next build exited with ${code}`);

  const routes = Object.keys(JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')).routes);
  const count = (prefix) => routes.filter((route) => route.startsWith(prefix)).length;
  console.log(`catalogue:            ${values.blogs} posts, ${values.events} events`);
  console.log(`build:                ${seconds.toFixed(1)} s`);
  console.log(`pages prerendered:    ${routes.length}`);
  const perPage = phases.generate / routes.length;
  console.log(
    `phases:               compile ${phases.compile.toFixed(1)} s, TypeScript ${phases.typescript.toFixed(1)} s, static pages ${phases.generate.toFixed(1)} s`,
  );
  console.log(
    `seconds per page:     ${perPage.toFixed(3)} s (static pages phase / pages), ${(seconds / routes.length).toFixed(3)} s (whole build / pages)`,
  );
  const catalogue = Number(values.blogs) + Number(values.events);
  console.log(
    `prerendering all:     ~${((perPage * catalogue) / 60).toFixed(0)} min more for ${catalogue} detail pages at that rate`,
  );
  console.log(`peak RSS (tree):      ${peakMb.toFixed(0)} MB`);
  console.log(
    `strategy N:           ${count('/blog-details/')} posts, ${count('/event-detail/')} events prerendered; the rest on first visit`,
  );
  console.log(
    `load average 1/5/15:  ${format(loadBefore)} before, ${format(os.loadavg())} after (${os.cpus().length} CPUs)`,
  );
} finally {
  await stopAll([api].filter(Boolean));
  rmSync(scratch, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
}
