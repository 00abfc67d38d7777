// Lighthouse, mobile profile (simulated throttling), on one URL of every page type (or the given paths), twice:
// from the site directly, and as visitors get it, through deploy/nginx.conf over TLS and HTTP/2 (a throwaway
// certificate made at run time):
// the median of N runs of the four category scores and the lab vitals, plus each page's client JS
// (gzip of every script response of a first visit, including the routes Next prefetches for the links
// in view; and of the scripts the HTML names) and HTML (uncompressed bytes, and of it the CSS the server inlined).
// Each page's image variants are requested once first (warm-images.mjs), so no run times their first encoding.
//   npm run bench:lighthouse                       every page type, 3 runs
//   npm run bench:lighthouse -- --runs 5 / /blog    given paths        (BENCH_SITE_URL and BENCH_API_URL for a running site)
//   npm run bench:lighthouse -- --throttling devtools   the same phone, its network and CPU slowed for real, not simulated
//   npm run bench:lighthouse -- --via edge          only through the edge (or `--via direct`)
//   npm run bench:lighthouse -- --cpu calibrated    the CPU slowdown scaled to this host's benchmarkIndex (default 4×)
//   npm run bench:lighthouse -- --against stock,bare   side by side, each through its own edge: the project's server,
//                                                   plain `next start` of the same build, the pages without scripts
// Runs alternate: each round visits every page once on every target, the targets' order rotating (arms.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { INLINED_STYLE } from '../../next-glue/server/inline-stylesheets.mjs';
import { listedScripts } from '../../next-glue/server/scripts-after-paint.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { armsAgainst, rotated, withArms } from './arms.mjs';
import { armRatios } from './arm-ratios.mjs';
import { withEdge } from './edge.mjs';
import { withSite } from './environment.mjs';
import { pagesToMeasure } from './page-types.mjs';
import { calibratedCpuSlowdown, cpuSlowdownFlag, PHONE_THROTTLING } from './phone-cpu.mjs';
import { median } from './median.mjs';
import { warmImages } from './warm-images.mjs';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    throttling: { type: 'string', default: 'simulate' },
    via: { type: 'string', default: 'both' },
    cpu: { type: 'string', default: String(PHONE_THROTTLING.cpuSlowdownMultiplier) },
    against: { type: 'string' },
  },
});
const ARMS = flags.against === undefined ? null : armsAgainst(flags.against);
if (!['simulate', 'devtools'].includes(flags.throttling)) throw new Error('--throttling is simulate or devtools');
if (!['both', 'edge', 'direct'].includes(flags.via)) throw new Error('--via is both, edge or direct');
const RUNS = Math.max(1, Number.parseInt(flags.runs, 10) || 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// null until `--cpu calibrated` has read this host's benchmarkIndex (phone-cpu.mjs).
let cpuSlowdown = cpuSlowdownFlag(flags.cpu, { calibrated: true });

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // The edge's certificate is a throwaway one: trusted here as a real one would be.
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      throttlingMethod: flags.throttling,
      throttling: { ...PHONE_THROTTLING, cpuSlowdownMultiplier: cpuSlowdown ?? PHONE_THROTTLING.cpuSlowdownMultiplier },
    });
    return lhr;
  } finally {
    await chrome.kill();
  }
}

const gzipBytes = new Map();
/** Gzip size of one script, fetched once: what a first visit downloads, without HTTP headers. */
async function scriptGzipBytes(url) {
  if (!gzipBytes.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipBytes.set(url, gzipSync(body).length);
  }
  return gzipBytes.get(url);
}

/** Every script response the audited load made (chunks, lazy islands loaded before the page settled). */
async function clientJsBytes(lhr, direct) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const sizes = await Promise.all(scripts.map((request) => scriptGzipBytes(direct(request.url))));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Script bytes as transferred (compressed) of the requests made up to 4 s after `load`. */
function scriptNearLoadBytes(lhr) {
  const load = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return requests
    .filter((request) => request.resourceType === 'Script' && request.networkRequestTime <= load + 4000)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/**
 * The HTML's size, and the gzip size of the scripts it names itself: its `<script src>` (not `noModule` polyfills,
 * which Chrome skips) and those the server's list starts after the first paint (next-glue/server/scripts-after-paint.mjs).
 */
async function htmlFigures(url) {
  const html = await (await fetch(url)).text();
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => (attributes.includes('noModule') ? null : attributes.match(/\bsrc="([^"]+)"/)?.[1]))
    .filter(Boolean)
    .concat(listedScripts(html));
  const sizes = await Promise.all(sources.map((source) => scriptGzipBytes(new URL(source, url).href)));
  // The build's CSS the server put inside the page, counted apart.
  const css = [...html.matchAll(INLINED_STYLE)];
  return {
    html: Buffer.byteLength(html),
    css: css.reduce((sum, [, , text]) => sum + Buffer.byteLength(text), 0),
    ownJs: sizes.reduce((sum, size) => sum + size, 0),
  };
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const kB = (bytes) => Math.round(bytes / 100) / 10;

/** One audit of `path` on `target` (`origin` is where Lighthouse loads it; sizes are read from `site`, the same bytes). */
async function auditOnce({ name, origin, site }, path, run) {
  const lhr = await audit(`${origin}${path}`);
  const label = `${path} on ${name} (round ${run + 1})`;
  // A run Lighthouse could not complete (e.g. NO_NAVSTART under load) reports no figures: medians skip it.
  if (lhr.runtimeError) console.log(`${label}: ${lhr.runtimeError.code}, left out`);
  const failing = Object.values(lhr.audits).filter(
    (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
  );
  if (failing.length) console.log(`${label}: failing audits: ${failing.map((a) => a.id).join(', ')}`);
  if (lhr.runtimeError) return { lhr, js: Number.NaN, nearLoad: Number.NaN };
  const js = await clientJsBytes(lhr, (url) => url.replace(origin, site));
  return { lhr, js, nearLoad: scriptNearLoadBytes(lhr) };
}

/** One page's row on one target: medians of its runs. */
async function summarise({ name, site }, { type, path }, runs, variants) {
  const page = await htmlFigures(`${site}${path}`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(`bench-results/lighthouse-${name}${path.replace(/\W+/g, '-')}.json`, JSON.stringify(runs.at(-1).lhr));
  const score = (id) =>
    median(
      runs.map(({ lhr }) =>
        lhr.categories[id]?.score == null ? Number.NaN : Math.round(lhr.categories[id].score * 100),
      ),
    );
  const metric = (id) => median(runs.map(({ lhr }) => lhr.audits[id]?.numericValue ?? Number.NaN));
  return {
    type,
    path,
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    'LCP s': Math.round(metric('largest-contentful-paint') / 10) / 100,
    'TBT ms': Math.round(metric('total-blocking-time')),
    CLS: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    'JS kB gz': kB(median(runs.map((run) => run.js))),
    'JS ≤4 s after load kB': kB(median(runs.map((run) => run.nearLoad))),
    'own JS kB gz': kB(page.ownJs),
    'HTML kB': kB(page.html),
    'of it CSS kB': kB(page.css),
    'images warmed': variants,
    benchmarkIndex: Math.round(median(runs.map(({ lhr }) => lhr.environment?.benchmarkIndex ?? Number.NaN))),
    'CPU ×': cpuSlowdown,
  };
}

/** Every page on every target, `RUNS` rounds, the targets' order rotating; a table per target. */
async function measureAll(targets, pages) {
  const names = targets.map((target) => target.name).join(', ');
  console.log(
    `\nLighthouse mobile (${flags.throttling} throttling), ${RUNS} round(s), ${pages.length} page(s) on ${names}; load average ${loadAverage()}`,
  );
  const variants = new Map();
  for (const target of targets)
    for (const { path } of pages)
      variants.set(target.name + path, await warmImages(`${target.site}${path}`, target.warm));
  const runs = new Map();
  for (let round = 0; round < RUNS; round += 1)
    for (const [index, { path }] of pages.entries())
      for (const target of rotated(targets, round + index)) {
        const key = target.name + path;
        runs.set(key, [...(runs.get(key) ?? []), await auditOnce(target, path, round)]);
      }
  const tables = {};
  for (const target of targets) {
    tables[target.name] = [];
    for (const page of pages) {
      const key = target.name + page.path;
      tables[target.name].push(await summarise(target, page, runs.get(key), variants.get(key)));
    }
  }
  return tables;
}

/** `--cpu calibrated`: one audit (left out) reads this host's benchmarkIndex, and sets the slowdown from it. */
async function calibrate(url) {
  const index = (await audit(url)).environment.benchmarkIndex;
  cpuSlowdown = calibratedCpuSlowdown(index);
  console.log(`benchmarkIndex ${Math.round(index)}: CPU slowdown ${cpuSlowdown}×`);
}

/** The project's server directly and through the edge (`--via`), or the arms, each through its edge (`--against`). */
async function measureTargets(site, pages) {
  if (ARMS)
    return withArms(site, ARMS, (arms) =>
      measureAll(
        arms.map((arm) => ({ name: arm.name, origin: arm.origin, site: arm.site, warm: arm.plain })),
        pages,
      ),
    );
  const direct = { name: 'direct', origin: site, site, warm: site };
  if (flags.via === 'direct') return measureAll([direct], pages);
  return withEdge(site, ({ origin, plain }) => {
    const edge = { name: 'edge', origin, site, warm: plain };
    return measureAll(flags.via === 'edge' ? [edge] : [direct, edge], pages);
  });
}

await withSite(
  async (site) => {
    const pages = await pagesToMeasure(positionals);
    if (cpuSlowdown === null) await calibrate(`${site}${pages[0].path}`);
    const tables = await measureTargets(site, pages);
    console.log(`load average after: ${loadAverage()}`);
    for (const [name, rows] of Object.entries(tables)) {
      console.log(`\n${name}:`);
      console.table(rows);
    }
    const ratios = ARMS ? armRatios(tables) : [];
    if (ratios.length) {
      console.log("\nSide by side (the project's server against the other arms):");
      console.table(ratios);
    }
    writeFileSync(
      'bench-results/lighthouse-summary.json',
      JSON.stringify({ runs: RUNS, throttling: flags.throttling, cpuSlowdown, tables, ratios }, null, 2),
    );
  },
  { stock: ARMS?.includes('stock') ?? false },
);
