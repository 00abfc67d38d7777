// Security headers for every response. next.config.ts's headers() writes them into the build's
// routes-manifest.json, and the site's server applies that same set to every response (Next's own rules skip
// its error answers) and adds the SHA-256 of the inline scripts Next wrote in each HTML page to `script-src`.
import { siteScriptHashes } from './site-inline-scripts';

/** Where browsers send CSP violation reports (app/api/csp-report/route.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting-Endpoints name the CSP's `report-to` refers to. */
const CSP_REPORT_GROUP = 'csp-endpoint';

export interface HeaderPolicyInput {
  siteUrl: string;
  contentApiUrl: string;
  bookingUrl: string;
  /** Whether a reCAPTCHA site key is set: without one its script never loads, so Google is not allowed. */
  recaptcha: boolean;
  development: boolean;
}

// The sources Google's reCAPTCHA FAQ lists for CSP: its loader and release scripts, and its frames.
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

const origin = (url: string) => new URL(url).origin;

/** Next's draft-mode cookie: a visit carrying it may be framed by the console's preview, on this site only. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** Who may frame a page: nobody, or (a draft-mode visit) the site itself. */
type FramedBy = "'none'" | "'self'";

export function contentSecurityPolicy(input: HeaderPolicyInput, framedBy: FramedBy = "'none'"): string {
  const api = origin(input.contentApiUrl);
  const recaptcha = (sources: string[]) => (input.recaptcha ? sources : []);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'unsafe-inline' is only the fallback of browsers without CSP2: a browser that reads hashes ignores it.
    // The site's own scripts are hashed here, Next's by the server per page. `next dev` (no hashes) needs
    // 'unsafe-inline' honoured, and eval.
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      // A report names the first 40 characters of the script it blocked: enough to recognise an injection.
      "'report-sample'",
      ...recaptcha(RECAPTCHA_SCRIPTS),
      ...(input.development ? ["'unsafe-eval'"] : siteScriptHashes()),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', api],
    'media-src': ["'self'", api],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': [...recaptcha(RECAPTCHA_FRAMES), origin(input.bookingUrl)],
    // Every form posts to the site; its server sends leads on to the CRM (docs/leads.md).
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': [framedBy],
    // report-uri for browsers without the Reporting API; those with it use report-to and ignore report-uri.
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`);
  if (input.siteUrl.startsWith('https:')) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export function securityHeaders(input: HeaderPolicyInput): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(input) },
    { key: 'Reporting-Endpoints', value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` },
    // Sent over http too: browsers ignore it there (RFC 6797 §8.1), and behind a TLS proxy it is what they need.
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  ];
}

/**
 * What a draft-mode visit's answer carries over the set above: the console shows the draft beside its editor in a
 * frame, so the site itself, and only it, may frame it.
 */
export function draftModeHeaders(input: HeaderPolicyInput): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(input, "'self'") },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ];
}
