// `bench:field -- --against stock,bare`: first visits to each page on every arm (arms.mjs), the vitals read in the
// browser by the web-vitals library the site's own island uses (the page without scripts has no island), on two
// networks: the realistic phone (150 ms round trips, 9 Mbps) and Lighthouse's slow 4G, both at the bench's CPU.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { rotated, withArms } from './arms.mjs';
import { LIGHTHOUSE_PHONE, PHONE_NETWORKS, slowDownLikeAPhone } from './phone-visits.mjs';

const { nearestRank } = await tsImport('../../lib/vitals/percentile.ts', import.meta.url);

// The package's browser build with attribution, beside its main entry (its exports name no IIFE).
const webVitalsDir = path.dirname(createRequire(import.meta.url).resolve('web-vitals'));
const WEB_VITALS = readFileSync(path.join(webVitalsDir, 'web-vitals.attribution.iife.js'), 'utf8');
// Each metric's latest value, kept on the page (reportAllChanges): read once the visit is done; the INP with where
// it went (its target, phases and the scripts of its long frames).
const RECORD_INP_DETAIL = `m.name==='INP'&&(window.__vitals.inp={value:Math.round(m.value),target:m.attribution.interactionTarget,\
delay:Math.round(m.attribution.inputDelay),processing:Math.round(m.attribution.processingDuration),\
presentation:Math.round(m.attribution.presentationDelay),scripts:m.attribution.longAnimationFrameEntries.flatMap((f)=>\
f.scripts.filter((s)=>s.duration>5).map((s)=>s.invoker+' '+Math.round(s.duration)+' ms')).slice(0,6)})`;
export const recordVitals = `${WEB_VITALS};window.__vitals={};for(const on of ['onLCP','onCLS','onINP'])\
webVitals[on]((m)=>{window.__vitals[m.name]=m.value;${RECORD_INP_DETAIL}},{reportAllChanges:true});`;

/** What a visitor does first: types into the page's first field (if any) and opens the menu. */
export async function typeAndOpenTheMenu(page) {
  const field = page.locator('main input[type="text"]:visible:not([tabindex="-1"]), main textarea:visible').first();
  if (await field.count()) await field.pressSequentially('Ada Lovelace', { delay: 60 });
  const toggle = page.locator('header button[aria-controls]').first();
  if (await toggle.isVisible()) await toggle.click();
  // The click's next paint: INP is reported once it has been drawn (reportAllChanges keeps each value current).
  await page.waitForTimeout(500);
}

/** A first visit: load, the network idle, typing and the menu; then the vitals so far. */
async function visit(browser, url, network, cpu) {
  const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await slowDownLikeAPhone(context, page, cpu, network);
    await page.addInitScript(recordVitals);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await typeAndOpenTheMenu(page);
    return await page.evaluate(() => window.__vitals);
  } finally {
    await context.close();
  }
}

// The site's own p75 (nearest rank), as the vitals summary computes it.
const p75 = (values) => nearestRank(values.filter(Number.isFinite)) ?? Number.NaN;

/** A row per network and page: each arm's p75s, and the project's LCP over the page without scripts. */
function sideBySide(seen, names) {
  const rows = new Map();
  for (const [key, runs] of seen) {
    const [network, path, arm] = key.split(' ');
    const of = (name) => p75(runs.map((vitals) => vitals?.[name] ?? Number.NaN));
    const row = rows.get(`${network} ${path}`) ?? { network, path };
    row[`LCP ${arm}`] = Math.round(of('LCP'));
    row[`INP ${arm}`] = Math.round(of('INP'));
    row[`CLS ${arm}`] = Math.round(of('CLS') * 1000) / 1000;
    rows.set(`${network} ${path}`, row);
  }
  if (names.includes('bare'))
    for (const row of rows.values()) row['LCP ÷ bare'] = Math.round((row['LCP project'] / row['LCP bare']) * 100) / 100;
  return [...rows.values()];
}

/**
 * Every page, `visits` rounds on every arm and network, arms rotating: a row per network and page, and each visit's
 * vitals by network, page and arm (the spread a p75 hides: of 3 visits, the nearest-rank p75 is the worst).
 */
export async function measureArms(site, names, pages, { visits, cpu }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await withArms(site, names, async (arms) => {
      const seen = new Map();
      for (let round = 0; round < visits; round += 1)
        for (const [network, conditions] of Object.entries(PHONE_NETWORKS))
          for (const [index, { path }] of pages.entries())
            for (const arm of rotated(arms, round + index)) {
              const key = `${network} ${path} ${arm.name}`;
              seen.set(key, [...(seen.get(key) ?? []), await visit(browser, `${arm.origin}${path}`, conditions, cpu)]);
            }
      return { table: sideBySide(seen, names), each: Object.fromEntries(seen) };
    });
  } finally {
    await browser.close();
  }
}
