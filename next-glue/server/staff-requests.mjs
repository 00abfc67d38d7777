// @ts-check
// The staff console's answers get their nonce policy, `private, no-store` and `noindex` from proxy.ts (Next's
// documented way). What stays here needs the request as sent or the response: no client's own policy request
// header reaches Next, the console's answers are left as the proxy made them (secure-handler.mjs neither hashes nor
// rewrites them), and its 403 page answers 403 (next-glue/server/README.md, "Two policies").
/** @import { IncomingMessage, ServerResponse } from 'node:http' */

const STAFF = /^\/staff(?:\/|$)/;
const FORBIDDEN_PAGE = '/staff/forbidden';
// Set only by proxy.ts: a client's CSP would put its nonce in a page, its path would steer sign-in's return
// (x-staff-path, lib/staff/paths.ts).
const PROXY_ONLY_HEADERS = ['content-security-policy', 'content-security-policy-report-only', 'x-staff-path'];

/** @param {string} url */
const pathOf = (url) => /** @type {string} */ (url.split(/[?#]/, 1)[0]);

/**
 * Whether a request is for the console: its path as sent, or decoded, as proxy.ts's matcher takes it.
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
 * Removes the request headers only proxy.ts may set, then answers whether the request is the console's; the
 * console's 403 page is answered with 403.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {boolean}
 */
export function prepareStaffRequest(req, res) {
  for (const name of PROXY_ONLY_HEADERS) delete req.headers[name];
  const url = req.url ?? '/';
  if (!isStaffRequest(url)) return false;
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
