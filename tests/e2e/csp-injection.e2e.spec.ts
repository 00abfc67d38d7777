// A page served with an injected inline script (tests/e2e/support/injected-page.ts, a server that lives only in
// this test process): the CSP the production wrapper sends refuses it, and the site is told once.
import { expect, test } from './support/test';
import { CSP_REPORT_PATH } from '@/lib/security/headers';
import { routes } from '@/lib/routes';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { watchCspViolations, watchReportingApi } from './support/csp';
import { INJECTED_SCRIPT, serveInjectedPage } from './support/injected-page';

test('an injected inline script runs nothing, the page still hydrates, and one violation is reported', async ({
  page,
}) => {
  const injected = await serveInjectedPage(routes.pricing);
  try {
    const violations = await watchCspViolations(page);
    const reports = await watchReportingApi(page);
    const response = await page.goto(injected.url);
    expect(await response?.text()).toContain(`<script>${INJECTED_SCRIPT}</script>`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(await page.evaluate(() => (window as { __injectedRan?: boolean }).__injectedRan)).toBeUndefined();
    expect(await violations()).toEqual([`script-src-elem blocked inline: ${INJECTED_SCRIPT}`]);

    // One report, for the endpoint the response names, with the script's start.
    expect(await response?.headerValue('reporting-endpoints')).toBe(`csp-endpoint="${CSP_REPORT_PATH}"`);
    await expect.poll(() => reports.length).toBe(1);
    const [report] = reports;
    expect(report).toMatchObject({ type: 'csp-violation', destination: 'csp-endpoint' });
    expect(report?.body).toMatchObject({
      effectiveDirective: 'script-src-elem',
      blockedURL: 'inline',
      sample: INJECTED_SCRIPT,
    });

    // Delivered as Chromium would send it, the site's endpoint takes it.
    const delivered = await fetch(`${E2E_URLS.site}${CSP_REPORT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify([{ type: report?.type, url: report?.initiatorUrl, body: report?.body }]),
    });
    expect(delivered.status).toBe(204);
  } finally {
    await injected.close();
  }
});
