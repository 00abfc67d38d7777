// Lighthouse, mobile profile (simulated throttling), on the given paths; prints the four category
// scores and the Core Web Vitals lab figures.
//   npm run bench:lighthouse -- / /blog        (BENCH_SITE_URL=http://… to test a running site)
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { withSite } from './environment.mjs';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  'cumulative-layout-shift': 'CLS',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'first-contentful-paint': 'FCP',
  'speed-index': 'SI',
};

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    return lhr;
  } finally {
    await chrome.kill();
  }
}

await withSite(async (site) => {
  const rows = [];
  for (const path of paths) {
    const lhr = await audit(`${site}${path}`);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? 'n/a']),
    );
    rows.push({ path, ...scores, ...metrics });
    mkdirSync('bench-results', { recursive: true });
    writeFileSync(`bench-results/lighthouse${path.replace(/\W+/g, '-')}.json`, JSON.stringify(lhr));
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
    );
    if (failing.length) console.log(`${path}: failing audits: ${failing.map((a) => a.id).join(', ')}`);
  }
  console.table(rows);
});
