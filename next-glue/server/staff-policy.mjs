// @ts-check
// The staff console (/staff) is dynamic and private: every answer under it gets a CSP of its own with a
// nonce per response (Next puts it on its scripts), `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`,
// pinned so no later header (Next's rules, a page) replaces them. The public pages' hashed policy is never used
// there, and the console's nonce never reaches a public page (next-glue/server/README.md, "Two policies").
import { randomBytes } from 'node:crypto';
/** @import { IncomingMessage, ServerResponse } from 'node:http' */

const STAFF = /^\/staff(?:\/|$)/;
const FORBIDDEN_PAGE = '/staff/forbidden';
/** Filled here for the console's sign-in redirect (lib/staff/paths.ts); whatever a client sent is dropped. */
export const STAFF_PATH_HEADER = 'x-staff-path';
const PINNED = new Set(['content-security-policy', 'cache-control', 'x-robots-tag']);

/** @param {string} url */
const pathOf = (url) => /** @type {string} */ (url.split(/[?#]/, 1)[0]);

/**
 * Whether a request is for the console: its path as sent, or decoded (Next routes `/%73taff` to /staff too).
 * @param {string} url
 */
export function isStaffRequest(url) {
  if (STAFF.test(pathOf(url))) return true;
  try {
    return STAFF.test(decodeURIComponent(new URL(url, 'http://site').pathname));
  } catch {
    return false;
  }
}

/**
 * The console's policy: scripts only with this response's nonce (and what they load, 'strict-dynamic'), styles
 * and everything else from the site itself, no frames, forms posting only to the site.
 * @param {string} nonce
 * @param {boolean} https
 */
export function staffPolicy(nonce, https) {
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
 * For a console request: a fresh nonce in the request's CSP (Next reads it there and puts it on every script it
 * writes) and the console's headers on the response, pinned. Answers whether the request is the console's; for
 * any other request, a CSP or staff path header a client sent is removed, so it cannot put a nonce in a page.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {{ https: boolean }} options
 * @returns {boolean}
 */
export function applyStaffPolicy(req, res, { https }) {
  for (const name of ['content-security-policy', 'content-security-policy-report-only', STAFF_PATH_HEADER])
    delete req.headers[name];
  const url = req.url ?? '/';
  if (!isStaffRequest(url)) return false;
  const policy = staffPolicy(randomBytes(18).toString('base64'), https);
  req.headers['content-security-policy'] = policy;
  req.headers[STAFF_PATH_HEADER] = url;
  const setHeader = res.setHeader.bind(res);
  setHeader('Content-Security-Policy', policy);
  setHeader('Cache-Control', 'private, no-store');
  setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader = (name, value) => (PINNED.has(name.toLowerCase()) ? res : setHeader(name, value));
  const appendHeader = res.appendHeader.bind(res);
  res.appendHeader = (name, value) => (PINNED.has(name.toLowerCase()) ? res : appendHeader(name, value));
  // Next has no 403 page without experimental.authInterrupts, which changes a script every public page loads.
  if (pathOf(url) === FORBIDDEN_PAGE && req.method === 'GET') answerForbidden(res);
  return true;
}

/** @param {ServerResponse} res */
function answerForbidden(res) {
  const { writeHead } = res;
  res.writeHead = /** @type {ServerResponse['writeHead']} */ (
    function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      return writeHead.call(res, status === 200 ? 403 : status, ...rest);
    }
  );
}
