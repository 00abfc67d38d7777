// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers';
import { isPrivateHost, remoteImagePatterns } from '@/lib/security/remote-images';

const input = {
  siteUrl: 'https://www.example.com',
  contentApiUrl: 'https://cms.example.com',
  crmWebToLeadUrl: 'https://crm.example.net/WebToLeadForm',
  bookingUrl: 'https://booking.example.org/discovery',
  development: false,
};

describe('security headers', () => {
  it('locks the CSP to the site, the content API, the CRM and the booking embed', () => {
    const csp = contentSecurityPolicy(input);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' data: blob: https://cms.example.com");
    expect(csp).toContain("form-action 'self' https://crm.example.net");
    // The CRM forms probe the CRM before posting.
    expect(csp).toMatch(/connect-src [^;]*https:\/\/crm\.example\.net/);
    expect(csp).toContain('https://booking.example.org');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('allows eval only for the development server', () => {
    expect(contentSecurityPolicy({ ...input, development: true })).toContain("'unsafe-eval'");
  });

  it('sends HSTS only over https', () => {
    const names = (siteUrl: string) => securityHeaders({ ...input, siteUrl }).map((header) => header.key);
    expect(names('https://www.example.com')).toContain('Strict-Transport-Security');
    expect(names('http://localhost:3000')).not.toContain('Strict-Transport-Security');
    expect(names('http://localhost:3000')).toEqual(
      expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options']),
    );
  });
});

describe('remote images', () => {
  it('allows only the content API uploads path', () => {
    expect(remoteImagePatterns('http://127.0.0.1:4010')).toEqual([
      { protocol: 'http', hostname: '127.0.0.1', port: '4010', pathname: '/uploads/**' },
    ]);
  });

  it('recognises private hosts', () => {
    expect(isPrivateHost('http://127.0.0.1:4010')).toBe(true);
    expect(isPrivateHost('http://192.168.1.20')).toBe(true);
    expect(isPrivateHost('https://cms.example.com')).toBe(false);
  });
});
