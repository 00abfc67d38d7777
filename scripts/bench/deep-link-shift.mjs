// Layout shift of policy deep links on a first visit at 375 × 812: each hash loaded `--runs N` times
// (default 30) in a fresh context (nothing cached), with and without 4× CPU throttling.
// Usage: [BENCH_SITE_URL=…] npm run bench:deep-link -- [--runs 30] [--paths /privacy-policy#cookies,…]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { withSite } from './environment.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    paths: { type: 'string', default: '/privacy-policy#cookies,/privacy-policy#contact' },
  },
});
const runs = Number(values.runs);
const paths = values.paths.split(',');

// Registered before any of the page's own code, so no shift can happen unobserved.
function observeShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources ?? []).map(({ node }) =>
        node ? `${node.nodeName}#${node.id}.${node.className}` : '?',
      );
      window.__shifts.push({ value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function shiftOnce(browser, url, throttle) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.addInitScript(observeShifts);
  if (throttle > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  }
  await page.goto(url, { waitUntil: 'load' });
  // Hydration and late islands run after load: give them time to move things.
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(() => window.__shifts);
  await context.close();
  return { total: shifts.reduce((sum, { value }) => sum + value, 0), moved: shifts.flatMap(({ moved }) => moved) };
}

function summary(totals) {
  const sorted = [...totals].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const shifted = sorted.filter((value) => value > 0).length;
  return `shifted ${shifted}/${sorted.length}, median ${at(0.5).toFixed(4)}, p90 ${at(0.9).toFixed(4)}, max ${sorted.at(-1).toFixed(4)}`;
}

await withSite(async (site) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const throttle of [1, 4]) {
      for (const path of paths) {
        const totals = [];
        const moved = new Set();
        for (let run = 0; run < runs; run += 1) {
          const shift = await shiftOnce(browser, `${site}${path}`, throttle);
          totals.push(shift.total);
          for (const node of shift.moved) moved.add(node.slice(0, 60));
        }
        console.log(`${path} CPU ×${throttle}: ${summary(totals)}`);
        console.log(`  ${totals.map((value) => value.toFixed(4)).join(' ')}`);
        if (moved.size) console.log(`  moved: ${[...moved].join(', ')}`);
      }
    }
  } finally {
    await browser.close();
  }
});
