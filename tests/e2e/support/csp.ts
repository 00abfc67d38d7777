import type { Page } from '@playwright/test';

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
