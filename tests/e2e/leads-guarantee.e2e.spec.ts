// Slow: a lead the crash left claimed is sent again only when its claim (60 s) runs out, unless the CRM's return
// wakes it first.
import { test } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { crashSite } from './support/content-api';
import { expectLeadsThroughCrash } from './support/guarantee';
import { WORKER_DEFAULTS } from '@/lib/leads/worker';

// The lead guarantee on one instance and its SQLite journal (support/guarantee.ts).
test('10 leads sent during a CRM outage arrive exactly once, as typed, through crashes of the site during it and mid-delivery', async ({
  browser,
}) => {
  // Under a minute here on two cores; the bound only stops a hung run.
  test.setTimeout(240_000);
  await expectLeadsThroughCrash(browser, [E2E_URLS.site], crashSite, WORKER_DEFAULTS.leaseMs);
});
