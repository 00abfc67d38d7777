// @ts-check
// Next answers a page's redirect() with the rendered page as the body (43 kB) and the page's own cache lifetime
// (s-maxage=31536000 on a prerendered route). A redirect goes out as a head only, and a temporary one is kept by a
// shared cache for a second at most: a record created later at that path must not stay hidden behind it.
import { headArguments } from './head-arguments.mjs';
/** @import { ServerResponse } from 'node:http' */
/** @typedef {(...args: unknown[]) => any} Variadic */

/** As long as the edge keeps any answer (deploy/nginx.conf); a browser stores none (307 has no heuristic life). */
export const TEMPORARY_REDIRECT_CACHE = 'max-age=0, s-maxage=1';
const TEMPORARY = new Set([302, 303, 307]);
// What describes a body; a head sent alone has none.
const BODY_FIELDS = ['content-type', 'content-encoding', 'etag'];

/** @param {ServerResponse} res */
const isRedirect = (res) => res.statusCode >= 300 && res.statusCode < 400 && res.hasHeader('location');
// `private` and `no-store` answers (a preview's exit, a form's 303) are kept by no shared cache already.
const isShared = (/** @type {string} */ cacheControl) => cacheControl !== '' && !/private|no-store/i.test(cacheControl);

/** The callback among a write's or an end's arguments: the body is dropped, the caller is still told. */
const callbackIn = (/** @type {unknown[]} */ args) =>
  /** @type {(() => void) | undefined} */ (args.find((argument) => typeof argument === 'function'));

/**
 * Patches `res` so that a redirect is sent as its head only, with one shared-cache second when temporary.
 * @param {ServerResponse} res
 */
export function sendRedirectsAsHeads(res) {
  // Node's methods take several forms; each is called here with its arguments as they came.
  const { writeHead, write, end } = /** @type {Record<'writeHead' | 'write' | 'end', Variadic>} */ (
    /** @type {unknown} */ (res)
  );
  /** @type {boolean | undefined} */
  let redirect;

  /** @param {unknown[]} args */
  function decide(args) {
    const rest = headArguments(res, args);
    redirect = isRedirect(res);
    if (!redirect) return rest;
    for (const name of BODY_FIELDS) res.removeHeader(name);
    res.setHeader('content-length', 0);
    if (TEMPORARY.has(res.statusCode) && isShared(String(res.getHeader('cache-control') ?? '')))
      res.setHeader('cache-control', TEMPORARY_REDIRECT_CACHE);
    return rest;
  }

  // The patches, likewise, take any of those forms.
  res.writeHead = /** @type {ServerResponse['writeHead']} */ (
    (/** @type {unknown[]} */ ...args) => {
      const rest = redirect === undefined ? decide(args) : args;
      return writeHead.apply(res, rest);
    }
  );
  res.write = /** @type {ServerResponse['write']} */ (
    (/** @type {unknown[]} */ ...args) => {
      if (redirect === undefined) res.writeHead(res.statusCode);
      if (!redirect) return write.apply(res, args);
      const done = callbackIn(args);
      if (done) process.nextTick(done);
      return true;
    }
  );
  res.end = /** @type {ServerResponse['end']} */ (
    (/** @type {unknown[]} */ ...args) => {
      if (redirect === undefined) res.writeHead(res.statusCode);
      if (!redirect) return end.apply(res, args);
      return end.call(res, callbackIn(args));
    }
  );
}
