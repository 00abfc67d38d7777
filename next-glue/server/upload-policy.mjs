// @ts-check
// The content API's uploads are served from the site's origin (`/media/uploads/`, docs/images.md). An uploaded
// SVG opened there as a page must never act as the site, whatever headers the CMS sends with it.
/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/** No script, no request, an opaque origin: what an upload opened as a page may do. */
export const UPLOAD_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
// Next's rewrite (next.config.ts) matches the path as sent in any letter case (path-to-regexp's default), and
// `/media/uploads` alone too; its decoded form is checked as well, so no spelling of an upload escapes the policy.
const UPLOADS = /^\/media\/uploads(?:\/|$)/i;
const CSP = 'content-security-policy';

/** @param {string} url */
function isUpload(url) {
  // split() always yields a first item.
  if (UPLOADS.test(/** @type {string} */ (url.split(/[?#]/, 1)[0]))) return true;
  try {
    return UPLOADS.test(decodeURIComponent(new URL(url, 'http://site').pathname));
  } catch {
    return false;
  }
}

/**
 * For an upload, pins the response's CSP to UPLOAD_POLICY: the CSP the proxied answer carries (the CMS's) and
 * any the site would set are ignored.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
export function pinUploadPolicy(req, res) {
  if (!isUpload(req.url ?? '/')) return;
  const setHeader = res.setHeader.bind(res);
  setHeader('Content-Security-Policy', UPLOAD_POLICY);
  res.setHeader = (name, value) => (name.toLowerCase() === CSP ? res : setHeader(name, value));
}
