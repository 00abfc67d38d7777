// The main thread's long frames on a first visit at 412 × 823 with the CPU slowed 4× (Lighthouse's phone), read
// from the browser's Long Animation Frames API: per page, the blocking time (each frame's time over 50 ms, summed,
// after the first contentful paint, as TBT counts it), the longest frame, and which scripts the long frames ran.
// Real time on this machine, not Lighthouse's simulation; medians of `--runs N` fresh contexts (default 3).
//   npm run bench:long-tasks                       every page type        (BENCH_SITE_URL, BENCH_API_URL for a running site)
//   npm run bench:long-tasks -- --runs 5 / /blog   given paths
import { parseArgs } from 'node:util';
import { withSite } from './environment.mjs';
import { blockingAfterFcp, longFramesOnceQuiet, observeLongFrames } from './long-frames.mjs';
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

async function visit(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(observeLongFrames);
  await page.goto(url, { waitUntil: 'load' });
  const frames = await longFramesOnceQuiet(page, QUIET_MS);
  const { blocking, afterFcp } = await blockingAfterFcp(page, frames);
  return {
    blocking,
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
