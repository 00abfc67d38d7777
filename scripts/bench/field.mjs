// Field-shaped Web Vitals for a build: real Chromium visits through the edge (TLS, HTTP/2) on Lighthouse's phone
// with its network and CPU slowed for real, over every page type: a first visit, typing where there is a field,
// the menu and a client navigation, then leaving. The site's own vitals island sends each page view to
// /api/vitals; the bench reads the p75s back from GET /api/vitals (docs/field-data.md), so the whole pipeline runs.
//   npm run bench:field                              every page type, 5 visits each
//   npm run bench:field -- --visits 9 / /blog        given paths
//   npm run bench:field -- --cpu 2.5                 the CPU slowed 2.5× instead of 4× (a slower host)
//   npm run bench:field -- --against stock,bare      first visits side by side on the arms of arms.mjs, on the
//                                                    realistic and the slow network (field-arms.mjs)
// Figures are printed and written to bench-results/, never asserted.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { armsAgainst } from './arms.mjs';
import { withEdge } from './edge.mjs';
import { measureArms } from './field-arms.mjs';
import { withSite } from './environment.mjs';
import { runTable } from './field-report.mjs';
import { fieldVisit } from './field-visit.mjs';
import { pagesToMeasure } from './page-types.mjs';
import { median } from './median.mjs';
import { cpuSlowdownFlag, PHONE_THROTTLING } from './phone-cpu.mjs';
import { LIGHTHOUSE_PHONE } from './phone-visits.mjs';
import { byPage, readVitals } from './vitals-readback.mjs';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    visits: { type: 'string', default: '5' },
    quiet: { type: 'string', default: '2000' },
    cpu: { type: 'string', default: String(PHONE_THROTTLING.cpuSlowdownMultiplier) },
    against: { type: 'string' },
  },
});
const ARMS = flags.against === undefined ? null : armsAgainst(flags.against);
const VISITS = Math.max(1, Number.parseInt(flags.visits, 10) || 5);
const QUIET_MS = Number.parseInt(flags.quiet, 10) || 2000;
// Lighthouse's 4× is for a fast host: on a slower one, `bench:lighthouse -- --cpu calibrated` prints the equivalent.
const CPU_SLOWDOWN = cpuSlowdownFlag(flags.cpu);
// The page type the site records a path's views under, so each visit's blocking time joins its row.
const { pagePatternOf } = await tsImport('../../lib/vitals/page-pattern.ts', import.meta.url);
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const viewsIn = (pages) => [...pages.values()].reduce((sum, page) => sum + page.views, 0);

/**
 * The stored views since `since`, once at least `expected` are in, or after 5 s: a client navigation Chromium did
 * not count as one (docs/field-data.md) stays in the view before it, so a visit may have one view fewer.
 */
async function readBackSettled(site, since, expected) {
  let pages = byPage(await readVitals(site, since));
  for (let tries = 0; tries < 20 && viewsIn(pages) < expected; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    pages = byPage(await readVitals(site, since));
  }
  return pages;
}

/** Every page `VISITS` times through the edge, in fresh phone contexts; then the stored p75s of those views. */
async function measureRun(browser, site, origin, pages) {
  const since = Date.now();
  const blockingByPage = new Map();
  let expected = 0;
  let stored = 0;
  for (const { path } of pages) {
    for (let visit = 0; visit < VISITS; visit += 1) {
      const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, ignoreHTTPSErrors: true });
      const visitSince = Date.now();
      const storedViews = async (views) => viewsIn(await readBackSettled(site, visitSince, views));
      try {
        const result = await fieldVisit(context, `${origin}${path}`, {
          quietMs: QUIET_MS,
          pick: visit,
          stored: storedViews,
          cpu: CPU_SLOWDOWN,
        });
        expected += result.navigatedTo ? 2 : 1;
        stored += result.views;
        const firstPage = pagePatternOf(path);
        blockingByPage.set(firstPage, [...(blockingByPage.get(firstPage) ?? []), result.blocking]);
      } finally {
        await context.close();
      }
    }
  }
  const pagesSeen = byPage(await readVitals(site, since));
  console.log(`  page views: ${stored} stored of ${expected} visits and client navigations; load ${loadAverage()}`);
  for (const [page, blocking] of blockingByPage)
    pagesSeen.set(page, { views: 0, ...pagesSeen.get(page), blocking: median(blocking) });
  return pagesSeen;
}

function save(name, data) {
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(`bench-results/${name}.json`, JSON.stringify(data, null, 2));
}

/** The site's own pipeline: every page type's views, stored by the vitals island and read back. */
async function measureThroughTheSite(site, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await withEdge(site, async ({ origin }) => {
      console.log(`${pages.length} page(s), ${VISITS} visit(s) each, through ${origin}; load ${loadAverage()}`);
      const table = runTable(await measureRun(browser, site, origin, pages));
      console.table(table);
      save('field', { visits: VISITS, table });
    });
  } finally {
    await browser.close();
  }
}

await withSite(
  async (site) => {
    const pages = await pagesToMeasure(positionals);
    if (!ARMS) return measureThroughTheSite(site, pages);
    console.log(`${pages.length} page(s) on ${ARMS.join(', ')}, ${VISITS} round(s); load ${loadAverage()}`);
    const { table, each } = await measureArms(site, ARMS, pages, { visits: VISITS, cpu: CPU_SLOWDOWN });
    console.log(`load after: ${loadAverage()}`);
    console.table(table);
    save('field-arms', { visits: VISITS, cpu: CPU_SLOWDOWN, table, each });
  },
  { stock: ARMS?.includes('stock') ?? false },
);
