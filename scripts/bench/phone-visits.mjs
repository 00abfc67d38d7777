// First visits as Lighthouse's phone makes them, for the benchmarks that drive Chromium themselves.
import { chromium } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { pagesToMeasure } from './page-types.mjs';

// Lighthouse's mobile profile (a Moto G Power): 412 × 823 CSS px at 1.75 device pixels each, touch.
export const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

// The phone's network and CPU slowed for real, as Lighthouse's `--throttling devtools` slows them (its mobile slow 4G).
const PHONE_NETWORK = throttling.mobileSlow4G;

/** Slows `page` down like Lighthouse's phone: each request's latency and the bandwidth, and the CPU 4× (or `cpu`×). */
export async function slowDownLikeAPhone(context, page, cpu = PHONE_NETWORK.cpuSlowdownMultiplier) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_NETWORK.requestLatencyMs,
    downloadThroughput: Math.floor((PHONE_NETWORK.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((PHONE_NETWORK.uploadThroughputKbps * 1024) / 8),
    connectionType: 'cellular4g',
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return cdp;
}

/**
 * Page by page (the given paths, or every page type), `runs` first visits, each in a fresh phone context given to
 * `visit(context, url)`; yields `{ type, path, runs }` with what each visit returned.
 */
export async function* phoneVisits(site, paths, runs, visit) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const { type, path } of await pagesToMeasure(paths)) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext(LIGHTHOUSE_PHONE);
        try {
          results.push(await visit(context, new URL(path, site).href));
        } finally {
          await context.close();
        }
      }
      yield { type, path, runs: results };
    }
  } finally {
    await browser.close();
  }
}
