import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { TIMES_DIR } from './scripts/ci/times-dir.mjs';
import { E2E_URLS } from './scripts/e2e/config.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';
import { NEWCOMER_RUNTIME } from './tests/e2e/support/tags';

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  // One worker: several specs edit shared content through the admin API.
  workers: 1,
  // A flaky test is fixed, not retried (docs/testing.md).
  retries: 0,
  // A stray test.only must not narrow CI without a word.
  forbidOnly: !!process.env.CI,
  // On the newcomer's runtime CI runs only what a runtime can change; the whole suite runs on production's
  // (docs/testing.md, "Two runtimes").
  grep: process.env.E2E_TIER === 'newcomer-runtime' ? new RegExp(NEWCOMER_RUNTIME) : undefined,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // Under CI, also a JSON report that .ci/run sums by file (scripts/ci/test-times.mjs).
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: path.join(TIMES_DIR, 'e2e.json') }]]
    : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_URLS.site,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node scripts/e2e/servers.mjs',
    url: `${E2E_URLS.site}/`,
    timeout: 10 * 60_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
