import type { Page } from './test';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every CSP violation the page reports, from before its first script runs. */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI}: ${event.sample}`),
    );
  });
  return () => page.evaluate(() => window.cspViolations ?? []);
}

/** The `'sha256-…'` sources of a CSP's script-src. */
export function scriptHashesOf(csp: string | null | undefined): string[] {
  const scriptSrc = (csp ?? '').split(';').find((directive) => directive.trim().startsWith('script-src '));
  return scriptSrc?.match(/'sha256-[^']+'/g) ?? [];
}

/** A report Chromium's Reporting API queued, as it would send it (`application/reports+json` holds a list). */
export interface QueuedReport {
  type: string;
  destination: string;
  initiatorUrl: string;
  body: Record<string, unknown>;
}

/**
 * The reports Chromium's Reporting API queues for the page (DevTools protocol). This headless Chromium keeps
 * them queued and never uploads them (next-glue/server/README.md), so a test hands a queued report to the endpoint itself.
 */
export async function watchReportingApi(page: Page): Promise<QueuedReport[]> {
  const reports: QueuedReport[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.reportingApiReportAdded', ({ report }) => reports.push(report));
  await cdp.send('Network.enable');
  await cdp.send('Network.enableReportingApi', { enable: true });
  return reports;
}
