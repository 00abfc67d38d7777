// @ts-check
// Every answer is compressed here, once, by the `compression` middleware (Next's own compression is off:
// `compress: false` in next.config.ts). It wraps the response beneath the page rewrite (secure-handler.mjs), so the
// rewrite reads and writes plain HTML and the page it sends is encoded once.
import compression from 'compression';
/** @import { IncomingMessage, ServerResponse } from 'node:http' */

// Defaults as Next's: level 6, nothing under 1 kB, only compressible types, no `Cache-Control: no-transform` answer.
const compress = compression();

/**
 * The request as the middleware reads it, with brotli refused: Next's compression offered gzip and deflate only,
 * and this one would prefer brotli.
 * @param {IncomingMessage} req
 */
function withoutBrotli(req) {
  const accepted = req.headers['accept-encoding'];
  if (accepted === undefined) return req;
  const others = accepted.split(',').filter((item) => item.split(';')[0]?.trim().toLowerCase() !== 'br');
  return { method: req.method, headers: { ...req.headers, 'accept-encoding': [...others, 'br;q=0'].join(',') } };
}

/**
 * Patches `res` to compress what is written to it, as the client accepts.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
export function compressResponse(req, res) {
  compress(/** @type {IncomingMessage} */ (withoutBrotli(req)), res, () => {});
}
