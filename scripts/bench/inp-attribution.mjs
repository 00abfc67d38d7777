// Where a page's INP goes: first visits on the realistic phone network at 4× CPU (or `--cpu`), straight to the site;
// once the page is idle, typing into its first field and a click on the menu's toggle. Prints each reported INP with
// web-vitals' attribution: the target, input delay, processing and presentation, and the scripts that ran.
//   npm run bench:inp -- --runs 3 /privacy-policy /contact-us      (BENCH_SITE_URL for a running site)
//   npm run bench:inp -- --hydrated …   interacting only once React has hydrated the page and the browser is idle:
//                                        the interactions' own cost, without the hydration a tap before then forces
import { parseArgs } from 'node:util';
import { SCRIPT_LIST_ID } from '../../next-glue/server/scripts-after-paint.mjs';
import { pageHydrated } from '../lib/page-hydrated.mjs';
import { withSite } from './environment.mjs';
import { recordVitals, typeAndOpenTheMenu } from './field-arms.mjs';
import { PHONE_NETWORKS, phoneVisits, slowDownLikeAPhone } from './phone-visits.mjs';
import { cpuSlowdownFlag, PHONE_THROTTLING } from './phone-cpu.mjs';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: String(PHONE_THROTTLING.cpuSlowdownMultiplier) },
    hydrated: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number.parseInt(flags.runs, 10) || 3);
const CPU = cpuSlowdownFlag(flags.cpu);

async function untilHydratedAndIdle(page) {
  await page.waitForFunction(pageHydrated, SCRIPT_LIST_ID);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
}

async function visit(context, url) {
  const page = await context.newPage();
  await slowDownLikeAPhone(context, page, CPU, PHONE_NETWORKS.realistic);
  await page.addInitScript(recordVitals);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  if (flags.hydrated) await untilHydratedAndIdle(page);
  await typeAndOpenTheMenu(page);
  return page.evaluate(() => window.__vitals.inp);
}

await withSite(async (site) => {
  for await (const { path, runs } of phoneVisits(site, positionals, RUNS, visit)) {
    console.log(`\n${path}`);
    for (const [run, inp] of runs.entries()) {
      if (!inp) console.log(`  visit ${run + 1}: no interaction of 40 ms or more`);
      else
        console.log(
          `  visit ${run + 1}: INP ${inp.value} ms on ${inp.target}: delay ${inp.delay}, processing ${inp.processing}, presentation ${inp.presentation}; ${inp.scripts.join('; ') || 'no script over 5 ms'}`,
        );
    }
  }
});
