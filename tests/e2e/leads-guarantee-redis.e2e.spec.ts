// Slow: a crashed holder's leads return after BullMQ's lock and stalled-job check (up to 45 s), and the check waits for it.
import { test } from './support/test';
import { E2E } from '../../scripts/e2e/config.mjs';
import { expectLeadsThroughCrash, warmLeadPages } from './support/guarantee';
import { startSharedCacheSites } from './support/shared-cache';

// The lead guarantee with REDIS_URL (support/guarantee.ts): two instances share BullMQ on one Redis (AOF,
// appendfsync always, noeviction), the leads going to both in turn.

// A dead holder's lead returns once its lock (15 s) has run out and BullMQ's stalled-job check (every 30 s) found it.
const BULLMQ_CLAIM_MS = 45_000;
const sites = E2E.sharedCachePorts.map((port) => `http://127.0.0.1:${port}`);
let shared: Awaited<ReturnType<typeof startSharedCacheSites>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shared = await startSharedCacheSites(E2E.sharedCachePorts, 'redis-leads');
  await warmLeadPages(sites);
});
test.afterAll(async () => {
  await shared?.stop();
});

test('10 leads over two instances, both crashed during a CRM outage and mid-delivery, arrive exactly once, as typed', async ({
  browser,
}) => {
  // About 1.5 min here on two cores; the bound only stops a hung run.
  test.setTimeout(240_000);
  // Both at once, so whichever instance holds a lead is killed holding it.
  const crashBoth = () => Promise.all(sites.map((_, index) => shared!.crash(index)));
  await expectLeadsThroughCrash(browser, sites, crashBoth, BULLMQ_CLAIM_MS);
});
