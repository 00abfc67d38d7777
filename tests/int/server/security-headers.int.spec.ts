// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { basePolicy, readDraftModeHeaders, readSecurityHeaders } from '@/next-glue/server/security-headers.mjs';

function buildWith(headers: unknown[]) {
  const distDir = mkdtempSync(join(tmpdir(), 'routes-manifest-'));
  writeFileSync(join(distDir, 'routes-manifest.json'), JSON.stringify({ version: 3, headers }));
  return distDir;
}

describe('the header set the server applies', () => {
  it('is the headers() rule of the build that carries the CSP', () => {
    const security = [
      { key: 'Content-Security-Policy', value: "default-src 'self'" },
      { key: 'X-Content-Type-Options', value: 'nosniff' },
    ];
    const distDir = buildWith([
      { source: '/fonts/:path*', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
      { source: '/:path*', headers: security },
    ]);
    expect(readSecurityHeaders(distDir)).toEqual(security);
    expect(basePolicy(readSecurityHeaders(distDir))).toBe("default-src 'self'");
  });

  it('reads the draft-mode rule apart: the cookie that turns it on and what it sets, never as the base set', () => {
    const security = [{ key: 'Content-Security-Policy', value: "frame-ancestors 'none'" }];
    const draft = [
      { key: 'Content-Security-Policy', value: "frame-ancestors 'self'" },
      { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    ];
    const distDir = buildWith([
      { source: '/:path*', has: [{ type: 'cookie', key: '__prerender_bypass' }], headers: draft },
      { source: '/:path*', headers: security },
    ]);
    expect(readSecurityHeaders(distDir)).toEqual(security);
    expect(readDraftModeHeaders(distDir)).toEqual({ cookie: '__prerender_bypass', headers: draft });
    expect(readDraftModeHeaders(buildWith([{ source: '/:path*', headers: security }]))).toBeNull();
  });

  it('refuses to start from a build without a CSP rather than serve pages without one', () => {
    expect(() => readSecurityHeaders(buildWith([]))).toThrow(/no header rule with a Content-Security-Policy/);
  });
});
