// The ten tests of the MDN HTTP Observatory, as checks on one response's headers (and its HTML for SRI).
import { expect } from './test';
import { Parser } from 'htmlparser2';

const SIX_MONTHS = 15_552_000;
const directives = (csp: string) =>
  new Map(
    csp.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

function scriptSources(html: string, origin: string): URL[] {
  const sources: URL[] = [];
  const parser = new Parser({
    onopentag: (name, attributes) =>
      void (name === 'script' && attributes.src && sources.push(new URL(attributes.src, origin))),
  });
  parser.end(html);
  return sources;
}

/** Observatory's CSP test: 'unsafe-inline' counts only when no hash or nonce is beside it. */
function expectStrictCsp(csp: string) {
  const policy = directives(csp);
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
  const hashed = scripts.some((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source));
  expect(scripts.includes("'unsafe-inline'") && !hashed, "effective 'unsafe-inline' in script-src").toBe(false);
  expect(scripts).not.toContain("'unsafe-eval'");
  for (const insecure of ['data:', 'http:', 'https:', '*']) expect(scripts).not.toContain(insecure);
  expect(scripts.filter((source) => source.startsWith('http://'))).toEqual([]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')?.length).toBeGreaterThan(0);
}

export function expectObservatoryPass(headers: Record<string, string>, html: string, origin: string) {
  // 1. Content Security Policy
  const csp = headers['content-security-policy'] ?? '';
  expectStrictCsp(csp);
  // 2. Cookies: none are set; any that were would need Secure, HttpOnly and SameSite.
  for (const cookie of (headers['set-cookie'] ?? '').split('\n').filter(Boolean)) {
    for (const flag of [/;\s*Secure/i, /;\s*HttpOnly/i, /;\s*SameSite=(Strict|Lax)/i]) expect(cookie).toMatch(flag);
  }
  // 3. Cross-origin resource sharing: no page is readable by any origin.
  expect(headers['access-control-allow-origin']).toBeUndefined();
  // 4. Redirection is checked on the site's redirects (see the spec); 5. Referrer Policy
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
    headers['referrer-policy'],
  );
  // 6. Strict Transport Security, at least six months
  const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1] ?? 0);
  expect(maxAge).toBeGreaterThanOrEqual(SIX_MONTHS);
  // 7. Subresource Integrity: not applicable while every script is same-origin.
  expect(scriptSources(html, origin).filter((url) => url.origin !== origin)).toEqual([]);
  // 8. X-Content-Type-Options
  expect(headers['x-content-type-options']).toBe('nosniff');
  // 9. X-Frame-Options, or frame-ancestors
  expect(headers['x-frame-options']).toBe('DENY');
  expect(directives(csp).get('frame-ancestors')).toEqual(["'none'"]);
  // 10. Cross-Origin-Resource-Policy
  expect(['same-origin', 'same-site']).toContain(headers['cross-origin-resource-policy']);
}
