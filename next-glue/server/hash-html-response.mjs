// Holds an HTML response until its document is complete, so it can be rewritten whole (the first paint's rewrite,
// secure-handler.mjs) and its CSP can name the hashes of the inline scripts Next wrote in it
// (trusted-inline-scripts.mjs; next-glue/server/README.md).
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from 'node:zlib';
import { headArguments } from './head-arguments.mjs';
import { trustedInlineScriptHashes } from './inline-scripts.mjs';
import { policyWithScriptHashes } from './script-policy.mjs';

const CSP = 'Content-Security-Policy';
const SYNC = { finishFlush: constants.Z_SYNC_FLUSH };
const BROTLI_SYNC = { finishFlush: constants.BROTLI_OPERATION_FLUSH };
// Sync-flush decoding reads a body that is still being streamed (compression flushes after each chunk).
const DECODERS = {
  gzip: (body) => gunzipSync(body, SYNC),
  'x-gzip': (body) => gunzipSync(body, SYNC),
  deflate: (body) => inflateSync(body, SYNC),
  br: (body) => brotliDecompressSync(body, BROTLI_SYNC),
};
// A rewritten document is encoded again, whole, as Next's compression had encoded it (quality 4: a page's
// brotli in about a millisecond; Next itself sends gzip or deflate).
const ENCODERS = {
  gzip: (text) => gzipSync(text),
  'x-gzip': (text) => gzipSync(text),
  deflate: (text) => deflateSync(text),
  br: (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
};
// Next's stream moves `</body></html>` behind every inline script (its move-suffix transform), so a body
// that ends with it holds all the page's scripts; what still follows is the render's bookkeeping.
const DOCUMENT_END = /<\/html>\s*$/i;

const isHtml = (res) => /^\s*text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));

function decodedBody(body, encoding) {
  const decode = DECODERS[String(encoding ?? '').toLowerCase()];
  return (decode ? decode(body) : body).toString('utf8');
}

function encodedBody(text, encoding) {
  const encode = ENCODERS[String(encoding ?? '').toLowerCase()];
  return encode ? encode(text) : Buffer.from(text, 'utf8');
}

/**
 * A held head behaves as a sent one, as in Node: `headersSent` is true and what Next changes later is
 * ignored. Without this, Next's handling of a background re-render that fails after it served the stale
 * page (with the content API down) would turn that page's held 200 into a 500.
 */
function freezeHead(res) {
  const frozen = { status: res.statusCode, headers: res.getHeaders() };
  Object.defineProperty(res, 'headersSent', { configurable: true, get: () => true });
  return function restore() {
    delete res.headersSent;
    for (const name of res.getHeaderNames()) if (!(name in frozen.headers)) res.removeHeader(name);
    for (const [name, value] of Object.entries(frozen.headers)) res.setHeader(name, value);
    return frozen.status;
  };
}

/**
 * The page to send for a held document: rewritten and encoded again, with the CSP naming its inline scripts' hashes.
 * When both worked, the same version can be sent again as it is. If the rewrite fails, the held bytes
 * as Next wrote them; if the hashing fails, the base policy (fails closed: Next's scripts are refused, no hydration).
 */
function pageToSend({ url, held, html, encoding, policy, rewrite }) {
  let body = held;
  let page = html;
  let rewritten = false;
  try {
    page ??= decodedBody(held, encoding);
    const text = rewrite(page);
    if (text !== page) {
      body = encodedBody(text, encoding);
      page = text;
      rewritten = true;
    }
  } catch (error) {
    // The held copy is still a working page, as Next wrote it.
    console.error(`${url} sent as Next wrote it (not rewritten): ${error.message}`);
  }
  try {
    const hashed = policyWithScriptHashes(policy, trustedInlineScriptHashes(page ?? decodedBody(held, encoding)));
    return { body, policy: hashed, rewritten, hashed: true };
  } catch (error) {
    console.error(`CSP hashes of ${url} not computed: ${error.message}`);
    return { body, policy, rewritten, hashed: false };
  }
}

/**
 * Patches `res` before Next handles it. Next's compression wraps these methods after us, so a held body
 * is the encoded one. `policy` is the base CSP; `policiesByEtag` remembers each page version's header;
 * `pagesByVersion` each public version's page as sent, per path and encoding (null for a draft); `rewrite` turns a
 * whole document into the one to send (the same text for the same document).
 */
export function rewriteForFirstPaintAndHash(req, res, { policy, policiesByEtag, pagesByVersion, rewrite }) {
  const { writeHead, write, end, flushHeaders } = res;
  let state = 'undecided';
  let head = [];
  let restoreHead = () => res.statusCode;
  const chunks = [];

  function decide() {
    const etag = String(res.getHeader('etag') ?? '');
    const known = etag && policiesByEtag.get(etag);
    // Next's 304s name no content type. A browser replaces its stored headers with a 304's: without a body
    // to hash, sending none keeps the stored CSP, which was computed for this ETag's scripts.
    if (res.statusCode === 304) {
      if (known) res.setHeader(CSP, known);
      else res.removeHeader(CSP);
      return 'pass';
    }
    if (!isHtml(res)) return 'pass';
    if (known) res.setHeader(CSP, known);
    // Every page version is held, known or not: each copy sent is the rewritten one, made once per version (the
    // ETag is of Next's own copy, and the rewrite gives the same bytes for it every time).
    return req.method === 'HEAD' ? 'pass' : 'hold';
  }

  /** Sends the held head, with the hashes of the document, and returns the body to send (`pageToSend`). */
  function release(html) {
    state = 'pass';
    const status = restoreHead();
    const held = Buffer.concat(chunks.splice(0));
    const encoding = res.getHeader('content-encoding');
    const etag = String(res.getHeader('etag') ?? '');
    // An ETag names one document of its path: its rewrite, hashes and encoding are made once and sent again as they are.
    const path = String(req.url ?? '/').split('?')[0];
    const version = pagesByVersion && etag && status === 200 ? `${path} ${etag} ${String(encoding ?? '')}` : '';
    const page =
      (version && pagesByVersion.get(version)) || pageToSend({ url: req.url, held, html, encoding, policy, rewrite });
    if (page.rewritten) {
      // What Next's compression still writes ends the stream it began, which the new body replaced.
      state = 'replaced';
      if (res.hasHeader('content-length')) res.setHeader('content-length', page.body.length);
    }
    res.setHeader(CSP, page.policy);
    if (etag && status === 200 && page.hashed) policiesByEtag.set(etag, page.policy);
    // Only a rewritten body stands alone: an unrewritten one is the start of the stream Next's compression goes on writing.
    if (version && page.rewritten && page.hashed) pagesByVersion.set(version, page);
    writeHead.call(res, status, ...head.slice(1));
    return page.body;
  }

  /** The decoded body so far when it is a whole document, else null (also when it cannot be decoded yet). */
  function wholeDocument() {
    try {
      const html = decodedBody(Buffer.concat(chunks), res.getHeader('content-encoding'));
      return DOCUMENT_END.test(html) ? html : null;
    } catch {
      return null;
    }
  }

  res.writeHead = function (...args) {
    if (state === 'undecided') {
      head = headArguments(res, args);
      state = decide();
      if (state === 'hold') restoreHead = freezeHead(res);
    }
    // Compression asks for the head on every write while it is held back; the first call decided it.
    if (state === 'hold') return res;
    return writeHead.apply(res, args);
  };
  res.flushHeaders = function () {
    if (state === 'undecided') res.writeHead(res.statusCode);
    if (state !== 'hold') flushHeaders.call(res);
  };
  res.write = function (chunk, encoding, callback) {
    if (state === 'undecided') res.writeHead(res.statusCode);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (state === 'replaced') {
      if (done) process.nextTick(done);
      return true;
    }
    if (state !== 'hold') return write.call(res, chunk, encoding, callback);
    chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    // A stale page is written whole, then its end waits for the re-render: send it now, not after that.
    const html = wholeDocument();
    if (html !== null) return write.call(res, release(html), done);
    if (done) process.nextTick(done);
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (state === 'undecided') res.writeHead(res.statusCode);
    if (state === 'replaced') return end.call(res, callback);
    if (state !== 'hold') return end.call(res, chunk, encoding, callback);
    if (chunk) chunks.push(Buffer.from(chunk, encoding));
    return end.call(res, release(), callback);
  };
}
