// `bench:field -- --against stock,bare`: first visits to each page on every arm (arms.mjs), the vitals read in the
// browser by the web-vitals library the site's own island uses (the page without scripts has no island), on two
// networks: the realistic phone (150 ms round trips, 9 Mbps) and Lighthouse's slow 4G, both at the bench's CPU.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { rotated, withArms } from './arms.mjs';
import { LIGHTHOUSE_PHONE } from './phone-visits.mjs';
import { PHONE_THROTTLING } from './phone-cpu.mjs';

export const NETWORKS = {
  realistic: { latency: 150, downloadKbps: 9000, uploadKbps: 3000 },
  slow: {
    latency: PHONE_THROTTLING.requestLatencyMs,
    downloadKbps: PHONE_THROTTLING.downloadThroughputKbps,
    uploadKbps: PHONE_THROTTLING.uploadThroughputKbps,
  },
};

// The package's browser build with attribution, beside its main entry (its exports name no IIFE).
const webVitalsDir = path.dirname(createRequire(import.meta.url).resolve('web-vitals'));
const WEB_VITALS = readFileSync(path.join(webVitalsDir, 'web-vitals.attribution.iife.js'), 'utf8');
// Each metric's latest value, kept on the page (reportAllChanges): read once the visit is done; INP with its target.
const RECORD_VITALS = `${WEB_VITALS};window.__vitals={};for(const on of ['onLCP','onCLS','onINP'])webVitals[on]((m)=>{window.__vitals[m.name]=m.value;if(m.name==='INP')window.__vitals.inpTarget=m.attribution.interactionTarget},{reportAllChanges:true});`;

async function slowDown(context, page, network, cpu) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latency,
    downloadThroughput: Math.floor((network.downloadKbps * 1024) / 8),
    uploadThroughput: Math.floor((network.uploadKbps * 1024) / 8),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

/** A first visit: load, a quiet second, typing into the first field, the menu opened; then the vitals so far. */
async function visit(browser, url, network, cpu) {
  const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await slowDown(context, page, network, cpu);
    await page.addInitScript(RECORD_VITALS);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const field = page.locator('main input[type="text"]:visible:not([tabindex="-1"]), main textarea:visible').first();
    if (await field.count()) await field.pressSequentially('Ada Lovelace', { delay: 60 });
    const toggle = page.locator('header button[aria-controls]').first();
    if (await toggle.isVisible()) await toggle.click();
    // The click's next paint: INP is reported once it has been drawn (reportAllChanges keeps each value current).
    await page.waitForTimeout(500);
    return await page.evaluate(() => window.__vitals);
  } finally {
    await context.close();
  }
}

const p75 = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.ceil(sorted.length * 0.75) - 1] : Number.NaN;
};

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

/** Every page, `visits` rounds on every arm and network, arms rotating; a row per network, page and arm. */
export async function measureArms(site, names, pages, { visits, cpu }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await withArms(site, names, async (arms) => {
      const seen = new Map();
      for (let round = 0; round < visits; round += 1)
        for (const [network, conditions] of Object.entries(NETWORKS))
          for (const [index, { path }] of pages.entries())
            for (const arm of rotated(arms, round + index)) {
              const key = `${network} ${path} ${arm.name}`;
              seen.set(key, [...(seen.get(key) ?? []), await visit(browser, `${arm.origin}${path}`, conditions, cpu)]);
            }
      return sideBySide(seen, names);
    });
  } finally {
    await browser.close();
  }
}
