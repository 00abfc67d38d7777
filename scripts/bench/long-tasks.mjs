// The main thread's long frames on a first visit at 412 × 823 with the CPU slowed 4× (Lighthouse's phone), read
// from the browser's Long Animation Frames API: per page, the blocking time (each frame's time over 50 ms, summed,
// after the first contentful paint, as TBT counts it), the longest frame, and which scripts the long frames ran.
// Real time on this machine, not Lighthouse's simulation; medians of `--runs N` fresh contexts (default 3).
//   npm run bench:long-tasks                       every page type        (BENCH_SITE_URL, BENCH_API_URL for a running site)
//   npm run bench:long-tasks -- --runs 5 / /blog   given paths
import { parseArgs } from 'node:util';
import { withSite } from './environment.mjs';
import { median } from './median.mjs';
import { phoneVisits } from './phone-visits.mjs';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    quiet: { type: 'string', default: '3000' },
    frames: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number.parseInt(flags.runs, 10) || 3);
// The page counts as settled after this long without a long frame (Lighthouse's TTI waits 5 s on its own clock).
const QUIET_MS = Number.parseInt(flags.quiet, 10) || 3000;

// Runs in the page before any of its scripts: buffers every long frame with its scripts' attribution.
function observeLongFrames() {
  window.__longFrames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longFrames.push({
        start: entry.startTime,
        duration: entry.duration,
        blocking: entry.blockingDuration,
        scripts: entry.scripts.map((script) => ({
          url: script.sourceURL.replace(/^.*\/_next\/static\/chunks\//, ''),
          invoker: script.invoker,
          duration: script.duration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

async function visit(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(observeLongFrames);
  await page.goto(url, { waitUntil: 'load' });
  // Waits until no long frame has ended for QUIET_MS (or 20 s in all), then reads them.
  const frames = await page.evaluate(async (quietMs) => {
    const started = performance.now();
    const lastEnd = () => Math.max(0, ...window.__longFrames.map((frame) => frame.start + frame.duration));
    while (performance.now() - Math.max(lastEnd(), started) < quietMs && performance.now() - started < 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return window.__longFrames;
  }, QUIET_MS);
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
  const afterFcp = frames.filter((frame) => frame.start + frame.duration > fcp);
  return {
    blocking: afterFcp.reduce((sum, frame) => sum + frame.blocking, 0),
    longest: Math.max(0, ...frames.map((frame) => frame.duration)),
    count: afterFcp.length,
    frames,
  };
}

/** The scripts the long frames spent their time in, summed per script and invoker, largest first. */
function topScripts(frames, limit = 4) {
  const totals = new Map();
  for (const frame of frames) {
    for (const script of frame.scripts) {
      const key = `${script.url || '(inline)'} ${script.invoker}`.slice(0, 90);
      totals.set(key, (totals.get(key) ?? 0) + script.duration);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, limit);
}

await withSite(async (site) => {
  for await (const { type, path, runs } of phoneVisits(site, positionals, RUNS, visit)) {
    const figures = {
      'blocking ms': Math.round(median(runs.map((run) => run.blocking))),
      'longest frame ms': Math.round(median(runs.map((run) => run.longest))),
      'long frames': median(runs.map((run) => run.count)),
    };
    console.log(`${type} (${path})`, JSON.stringify(figures));
    for (const [script, ms] of topScripts(runs.flatMap((run) => run.frames))) {
      console.log(`    ${Math.round(ms / RUNS)} ms/run  ${script}`);
    }
    // --frames: every long frame of the first run, with each script it ran.
    for (const frame of flags.frames ? runs[0].frames : []) {
      const scripts = frame.scripts.map(
        (script) => `${Math.round(script.duration)} ${script.url || '(inline)'} ${script.invoker}`,
      );
      console.log(
        `    at ${Math.round(frame.start)} ms: ${Math.round(frame.duration)} ms [${scripts.join('; ').slice(0, 300)}]`,
      );
    }
  }
});
