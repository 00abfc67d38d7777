// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CSP_REPORT_PATH, draftModeHeaders, securityHeaders } from '@/lib/security/headers';
import { siteScriptHashes } from '@/lib/security/site-inline-scripts';

const input = {
  siteUrl: 'https://www.example.com',
  contentApiUrl: 'https://cms.example.com',
  bookingUrl: 'https://booking.example.org/discovery',
  recaptcha: true,
  development: false,
};
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('security headers', () => {
  it('locks the CSP to the site, the content API and the booking embed; forms post only to the site', () => {
    const csp = contentSecurityPolicy(input);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' data: blob: https://cms.example.com");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(csp).toContain('https://booking.example.org');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('lets only the site itself frame a draft-mode visit, the same policy otherwise', () => {
    const [csp, frameOptions] = draftModeHeaders(input);
    expect(csp?.value).toBe(contentSecurityPolicy(input).replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    expect(frameOptions).toEqual({ key: 'X-Frame-Options', value: 'SAMEORIGIN' });
    expect(securityHeaders(input).find(({ key }) => key === 'X-Frame-Options')?.value).toBe('DENY');
  });

  it('allows eval only for the development server', () => {
    expect(contentSecurityPolicy({ ...input, development: true })).toContain("'unsafe-eval'");
  });

  it("names the site's own inline scripts in production only: with a hash, browsers ignore 'unsafe-inline'", () => {
    // The two policy pages' deep-link openers.
    expect(siteScriptHashes()).toHaveLength(2);
    for (const hash of siteScriptHashes()) {
      expect(directive(contentSecurityPolicy(input), 'script-src')).toContain(hash);
      expect(contentSecurityPolicy({ ...input, development: true })).not.toContain(hash);
    }
  });

  it('sends violation reports to the site, through report-uri and the Reporting API', () => {
    const csp = contentSecurityPolicy(input);
    expect(directive(csp, 'report-uri')).toBe(`report-uri ${CSP_REPORT_PATH}`);
    expect(directive(csp, 'report-to')).toBe('report-to csp-endpoint');
    const reporting = securityHeaders(input).find(({ key }) => key === 'Reporting-Endpoints');
    expect(reporting?.value).toBe(`csp-endpoint="${CSP_REPORT_PATH}"`);
  });

  it('allows reCAPTCHA exactly where Google says it needs it, and only with a site key', () => {
    const csp = contentSecurityPolicy(input);
    expect(directive(csp, 'script-src')).toBe(
      `script-src 'self' 'unsafe-inline' 'report-sample' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ ${siteScriptHashes().join(' ')}`,
    );
    expect(directive(csp, 'frame-src')).toBe(
      'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ https://booking.example.org',
    );
    const withoutKey = contentSecurityPolicy({ ...input, recaptcha: false });
    expect(withoutKey).not.toContain('google');
    expect(directive(withoutKey, 'frame-src')).toBe('frame-src https://booking.example.org');
    expect(directive(withoutKey, 'connect-src')).toBe("connect-src 'self'");
  });

  it('sends the same transport, framing, sniffing, referrer and cross-origin headers over http and https', () => {
    for (const siteUrl of ['https://www.example.com', 'http://localhost:3000']) {
      const headers = Object.fromEntries(securityHeaders({ ...input, siteUrl }).map(({ key, value }) => [key, value]));
      expect(headers).toMatchObject({
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Resource-Policy': 'same-origin',
      });
      expect(headers['Permissions-Policy']).toContain('camera=()');
    }
  });

  it('asks for https subresources only when the site itself is served over https', () => {
    expect(contentSecurityPolicy({ ...input, siteUrl: 'http://localhost:3000' })).not.toContain(
      'upgrade-insecure-requests',
    );
  });
});
