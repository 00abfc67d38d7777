// @ts-check
// Wraps a request handler (Next's) so every response carries the site's security headers, an HTML
// response's CSP carries its inline scripts' hashes (its CSS put inside it and its scripts started after the first paint),
// every answer is compressed once, after that rewrite, a malformed path gets the branded 400 page, and a redirect is a
// head with one Location.
import { appendEachValueOnce } from './append-once.mjs';
import { BoundedMap } from './bounded-map.mjs';
import { compressResponse } from './compress-responses.mjs';
import { rewriteForFirstPaintAndHash } from './hash-html-response.mjs';
import { inlineStylesheets } from './inline-stylesheets.mjs';
import { startScriptsAfterPaint } from './scripts-after-paint.mjs';
import { answerAsBadRequest, isMalformedPath } from './malformed-url.mjs';
import { sendRedirectsAsHeads } from './redirect-heads.mjs';
import { prepareStaffRequest } from './staff-requests.mjs';
import { basePolicy } from './security-headers.mjs';
import { pinUploadPolicy } from './upload-policy.mjs';
import { recordSentBody } from './sent-body.mjs';
/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { Header } from './security-headers.mjs' */

/**
 * `headers`: `[{ key, value }]` with a CSP. `draftMode`: what a visit with Next's draft-mode cookie carries over them
 * (readDraftModeHeaders). `cacheLimit`: page versions whose header is kept by ETag.
 * `pageCacheLimit`: page versions kept as sent, per accepted encodings (about 20–200 kB each; docs/performance.md).
 * `readStylesheet`: a CSS chunk's text to put inside the pages that link it (inline-stylesheets.mjs); none by default.
 * @param {(req: IncomingMessage, res: ServerResponse) => unknown} handle
 * @param {{ headers: Header[]; draftMode?: { cookie: string; headers: Header[] } | null; cacheLimit?: number; pageCacheLimit?: number; readStylesheet?: (name: string) => string | null }} options
 * @returns {(req: IncomingMessage, res: ServerResponse) => Promise<unknown>}
 */
export function secureHandler(
  handle,
  { headers, draftMode = null, cacheLimit = 5_000, pageCacheLimit = 100, readStylesheet = () => null },
) {
  const policy = basePolicy(headers);
  const policiesByEtag = new BoundedMap(cacheLimit);
  const draftPolicy = draftMode ? basePolicy(draftMode.headers) : policy;
  // Its own: a draft's page may share an ETag with the public one, and their policies differ.
  const draftPoliciesByEtag = new BoundedMap(cacheLimit);
  const draftCookie = `${draftMode?.cookie ?? '__prerender_bypass'}=`;
  // The pages most asked for, each rewritten, hashed and compressed once rather than on every request.
  const pagesByVersion = new BoundedMap(pageCacheLimit);
  // The first paint's rewrite of each page: its stylesheets inside it, not a request away, and its framework scripts
  // started once it has painted, not before (docs/performance.md).
  /** @param {string} html */
  const rewrite = (html) => startScriptsAfterPaint(inlineStylesheets(html, readStylesheet));
  return (req, res) => {
    // Set before Next runs, so the answers it writes outside its header rules (plain-text 500s) carry them.
    for (const { key, value } of headers) res.setHeader(key, value);
    if (isMalformedPath(req.url ?? '/')) answerAsBadRequest(req, res);
    // A draft-mode visit (Next's bypass cookie): never indexed, whatever the page, and never kept for others.
    const draft = String(req.headers.cookie ?? '').includes(draftCookie);
    if (draft) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    if (draft) for (const { key, value } of draftMode?.headers ?? []) res.setHeader(key, value);
    pinUploadPolicy(req, res);
    // The console's answers keep the nonce policy proxy.ts gave them; every other page gets the hashed one and the
    // first-paint rewrite.
    const staffConsole = prepareStaffRequest(req, res);
    appendEachValueOnce(res);
    // Beneath the rewrite's patch (Next's compression is off): the rewrite reads plain HTML, and compression
    // encodes the page it sends, once; the bytes it puts out can be kept for the next visit.
    const recordSent = recordSentBody(res);
    compressResponse(req, res);
    if (!staffConsole)
      rewriteForFirstPaintAndHash(req, res, {
        policy: draft ? draftPolicy : policy,
        policiesByEtag: draft ? draftPoliciesByEtag : policiesByEtag,
        pagesByVersion: draft ? null : pagesByVersion,
        recordSent,
        rewrite,
      });
    // After the hashing's patch, so it decides first: a redirect's page is neither held nor sent.
    sendRedirectsAsHeads(res);
    return Promise.resolve(handle(req, res)).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  };
}
