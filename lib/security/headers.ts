// Security headers for every route. The CSP allows inline scripts because statically prerendered
// pages cannot carry per-request nonces; everything else is locked to known origins.

export interface HeaderPolicyInput {
  siteUrl: string;
  contentApiUrl: string;
  crmWebToLeadUrl: string;
  bookingUrl: string;
  development: boolean;
}

const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

const origin = (url: string) => new URL(url).origin;

export function contentSecurityPolicy(input: HeaderPolicyInput): string {
  const api = origin(input.contentApiUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...RECAPTCHA, ...(input.development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', api],
    'media-src': ["'self'", api],
    'font-src': ["'self'"],
    // The CRM forms probe the CRM before posting (lib/forms/crm-reachable.ts).
    'connect-src': ["'self'", ...RECAPTCHA, origin(input.crmWebToLeadUrl)],
    'frame-src': [...RECAPTCHA, 'https://recaptcha.google.com/recaptcha/', origin(input.bookingUrl)],
    'form-action': ["'self'", origin(input.crmWebToLeadUrl)],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`);
  if (input.siteUrl.startsWith('https:')) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export function securityHeaders(input: HeaderPolicyInput): { key: string; value: string }[] {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(input) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  if (input.siteUrl.startsWith('https:')) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' });
  }
  return headers;
}
