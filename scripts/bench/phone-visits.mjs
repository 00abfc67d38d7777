// First visits as Lighthouse's phone makes them, for the benchmarks that drive Chromium themselves.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { pagesToMeasure } from './page-types.mjs';
import { PHONE_THROTTLING } from './phone-cpu.mjs';

// Lighthouse's mobile profile (a Moto G Power): 412 × 823 CSS px at 1.75 device pixels each, touch.
export const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** The phone's networks: Lighthouse's slow 4G (its request latency), and a realistic one (150 ms, 9 Mbps). */
export const PHONE_NETWORKS = {
  slow: {
    latency: PHONE_THROTTLING.requestLatencyMs,
    downloadKbps: PHONE_THROTTLING.downloadThroughputKbps,
    uploadKbps: PHONE_THROTTLING.uploadThroughputKbps,
  },
  realistic: { latency: 150, downloadKbps: 9000, uploadKbps: 3000 },
};

/**
 * Slows `page` down like Lighthouse's phone: each request's latency and the bandwidth of `network` (slow 4G by
 * default), and the CPU 4× (or `cpu`×).
 */
export async function slowDownLikeAPhone(
  context,
  page,
  cpu = PHONE_THROTTLING.cpuSlowdownMultiplier,
  network = PHONE_NETWORKS.slow,
) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latency,
    downloadThroughput: Math.floor((network.downloadKbps * 1024) / 8),
    uploadThroughput: Math.floor((network.uploadKbps * 1024) / 8),
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
