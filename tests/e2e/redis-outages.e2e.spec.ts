// Redis outages, with several instances on Redis as deployed: a new instance on an empty Redis serves
// what the build prerendered even with the content API down, and with Redis down a lead is thanked at once and
// arrives, once, when Redis is back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { E2E } from '../../scripts/e2e/config.mjs';
import { withApiStopped } from './support/content-api';
import { expectArrivals, sendLead, warmLeadPages, type SentLead } from './support/guarantee';
import { latestLead } from './support/leads';
import { startSharedCacheSites } from './support/shared-cache';

const sites = E2E.sharedCachePorts.map((port) => `http://127.0.0.1:${port}`);

/** Every path the build prerendered, with the `<title>` of its HTML (pages) or its body (feeds, sitemaps, files). */
function prerendered(): { route: string; expected: string }[] {
  const dir = path.join(E2E.instanceDistDir, 'server', 'app');
  const { routes } = JSON.parse(readFileSync(path.join(E2E.instanceDistDir, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>;
  };
  return Object.keys(routes)
    .filter((route) => !route.startsWith('/_'))
    .map((route) => {
      const file = path.join(dir, route === '/' ? 'index' : route);
      try {
        const html = readFileSync(`${file}.html`, 'utf8');
        return { route, expected: /<title>.*?<\/title>/s.exec(html)?.[0] ?? '' };
      } catch {
        return { route, expected: '' };
      }
    });
}

test.describe('a new instance on an empty Redis, with the content API down', () => {
  let shared: Awaited<ReturnType<typeof startSharedCacheSites>> | undefined;
  test.afterAll(async () => {
    await shared?.stop();
  });

  test('serves every prerendered page with its content, and its lead forms take leads', async ({ browser }) => {
    test.setTimeout(240_000);
    const pages = prerendered();
    expect(pages.length).toBeGreaterThan(50);
    const before = (await latestLead())?.id ?? 0;
    const sent: SentLead[] = [];
    await withApiStopped(async () => {
      shared = await startSharedCacheSites([E2E.sharedCachePorts[0]], 'redis-new-deploy');
      for (const { route, expected } of pages) {
        const response = await fetch(`${sites[0]}${route}`);
        expect(response.status, route).toBe(200);
        if (expected) expect(await response.text(), route).toContain(expected);
      }
      // One lead of each form, with JavaScript and without, from the pages the build rendered.
      for (let index = 0; index < 8; index += 1) sent.push(await sendLead(browser, sites[0]!, 'new-deploy', index));
    });
    await expectArrivals(before, sent, 30_000);
  });
});

test.describe('several instances with Redis down', () => {
  let shared: Awaited<ReturnType<typeof startSharedCacheSites>> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    shared = await startSharedCacheSites(E2E.sharedCachePorts, 'redis-down');
    await warmLeadPages(sites);
  });
  test.afterAll(async () => {
    await shared?.stop();
  });

  test('thank each lead within 2 s, with JavaScript and without; each arrives once when Redis is back', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const before = (await latestLead())?.id ?? 0;
    await shared!.stopRedis();
    const sent: SentLead[] = [];
    try {
      for (let index = 0; index < 8; index += 1)
        sent.push(await sendLead(browser, sites[index % sites.length]!, `redis-down-${Date.now()}`, index));
    } finally {
      await shared!.restartRedis();
    }
    console.log(`thanked with Redis down in ${sent.map((lead) => lead.thankedInMs).join(', ')} ms`);
    for (const lead of sent)
      expect(lead.thankedInMs, `${lead.form}, JavaScript ${lead.javaScript}`).toBeLessThan(2_000);
    await expectArrivals(before, sent, 30_000);
  });
});
