// Whether each page's largest paint comes before its first framework script runs, read from a Chromium trace of
// an unthrottled first visit at 412 × 823 (Lighthouse's phone), `--runs N` times per page (default 5), each in a
// fresh context. Lighthouse's simulation counts a script towards LCP only if it ran before the real LCP
// (docs/performance.md, "Scripts after the first paint"). Times are ms from navigation start; medians printed.
//   npm run bench:paint-order                      every page type        (BENCH_SITE_URL, BENCH_API_URL for a running site)
//   npm run bench:paint-order -- --runs 9 / /blog  given paths
import { parseArgs } from 'node:util';
import { withSite } from './environment.mjs';
import { median } from './median.mjs';
import { phoneVisits } from './phone-visits.mjs';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' } },
});
const RUNS = Math.max(1, Number.parseInt(flags.runs, 10) || 5);
const CATEGORIES = ['devtools.timeline', 'loading', 'blink.user_timing', 'disabled-by-default-devtools.timeline'];
// The framework's scripts, not its stylesheets (which share the folder).
const FRAMEWORK_CHUNK = /\/_next\/static\/chunks\/[^?]+\.js$/;

/** The figures of one trace: navigation start, FCP, the last LCP candidate, the first chunk's evaluation. */
function readTrace(events) {
  const first = (name) => events.find((event) => event.name === name);
  const navigation = first('navigationStart');
  const frame = navigation?.args?.frame;
  const ofPage = (event) => !frame || event.args?.frame === frame || event.args?.data?.frame === frame;
  const at = (event) => (event ? (event.ts - navigation.ts) / 1000 : Number.NaN);
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && ofPage(event));
  const lcp = events.filter((event) => event.name === 'largestContentfulPaint::Candidate' && ofPage(event)).at(-1);
  const evaluations = events
    .filter((event) => event.name === 'EvaluateScript' && FRAMEWORK_CHUNK.test(event.args?.data?.url ?? ''))
    .sort((a, b) => a.ts - b.ts);
  const requests = events
    .filter((event) => event.name === 'ResourceSendRequest' && FRAMEWORK_CHUNK.test(event.args?.data?.url ?? ''))
    .sort((a, b) => a.ts - b.ts);
  return {
    fcp: at(fcp),
    lcp: at(lcp),
    lcpElement: lcp?.args?.data?.type ?? '?',
    firstChunkRequested: at(requests[0]),
    firstChunkEvaluated: at(evaluations[0]),
  };
}

async function traceOnce(context, url) {
  const browser = context.browser();
  const page = await context.newPage();
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  // Hydration and the islands that start after load.
  await page.waitForTimeout(1000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  return readTrace(trace.traceEvents ?? trace);
}

const medianMs = (values) => Math.round(median(values));

await withSite(async (site) => {
  const rows = [];
  for await (const { type, runs } of phoneVisits(site, positionals, RUNS, traceOnce)) {
    const before = runs.filter((run) => !(run.firstChunkEvaluated < run.lcp)).length;
    rows.push({
      type,
      'FCP ms': medianMs(runs.map((run) => run.fcp)),
      'LCP ms': medianMs(runs.map((run) => run.lcp)),
      'LCP element': runs.at(-1).lcpElement,
      'first chunk requested ms': medianMs(runs.map((run) => run.firstChunkRequested)),
      'first chunk evaluated ms': medianMs(runs.map((run) => run.firstChunkEvaluated)),
      'LCP before any chunk ran': `${before}/${RUNS}`,
    });
    console.log(JSON.stringify(rows.at(-1)));
  }
  console.log(`\nUnthrottled first visits at 412 × 823, median of ${RUNS}:`);
  console.table(rows);
});
