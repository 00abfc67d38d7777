// The staff console's own headers, which proxy.ts puts on every /staff answer: a CSP with a nonce per response
// (Next reads it from the request and puts it on every script it writes), never stored, never indexed. The public
// pages keep the hashed policy (next-glue/server/README.md, "Two policies").
import { randomBytes } from 'node:crypto';

/** A fresh nonce for one answer: 144 random bits. */
export const newNonce = (): string => randomBytes(18).toString('base64');

/**
 * The console's policy: scripts only with this response's nonce (and what they load, 'strict-dynamic'), styles
 * and everything else from the site itself, no frames, forms posting only to the site.
 */
export function staffPolicy(nonce: string, https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    'report-uri /api/csp-report',
    'report-to csp-endpoint',
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * What every console answer carries besides its policy: kept by no cache, listed by no search engine, framed by
 * nobody (a draft-mode visit's rule lets the site frame its pages: lib/security/headers.ts).
 */
export const STAFF_ANSWER_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Frame-Options': 'DENY',
} as const;
