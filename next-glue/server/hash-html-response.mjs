// Holds an HTML response until its document is complete, so it can be rewritten whole (the first paint's rewrite,
// secure-handler.mjs) and its CSP can name the hashes of the inline scripts Next wrote in it
// (trusted-inline-scripts.mjs; next-glue/server/README.md).
import { headArguments } from './head-arguments.mjs';
import { trustedInlineScriptHashes } from './inline-scripts.mjs';
import { policyWithScriptHashes } from './script-policy.mjs';

const CSP = 'Content-Security-Policy';
// Next's stream moves `</body></html>` behind every inline script (its move-suffix transform), so a body
// that ends with it holds all the page's scripts; what still follows is the render's bookkeeping.
const DOCUMENT_END = /<\/html>\s*$/i;

const isHtml = (res) => /^\s*text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));
// The response's compression sits beneath this patch, so an encoding already named here is the app's own.
const encodedByApp = (res) => !/^(identity)?$/i.test(String(res.getHeader('content-encoding') ?? ''));

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
 * The page to send for a held document: rewritten, with the CSP naming its inline scripts' hashes. If the rewrite
 * fails, the document as Next wrote it; if the hashing fails, the base policy (fails closed: Next's scripts are
 * refused, no hydration).
 */
function pageToSend({ url, html, policy, rewrite }) {
  let page = html;
  let rewritten = false;
  try {
    const text = rewrite(html);
    rewritten = text !== html;
    page = text;
  } catch (error) {
    // The held copy is still a working page, as Next wrote it.
    console.error(`${url} sent as Next wrote it (not rewritten): ${error.message}`);
  }
  const body = Buffer.from(page, 'utf8');
  try {
    return { body, policy: policyWithScriptHashes(policy, trustedInlineScriptHashes(page)), rewritten, hashed: true };
  } catch (error) {
    console.error(`CSP hashes of ${url} not computed: ${error.message}`);
    return { body, policy, rewritten, hashed: false };
  }
}

/**
 * Patches `res` before Next handles it, above the response's compression (compress-responses.mjs): the held body
 * is the plain document, and the page sent is compressed once, after its rewrite. `policy` is the base CSP;
 * `policiesByEtag` remembers each page version's header; `pagesByVersion` each public version's page as sent, per
 * path and accepted encodings (null for a draft), its bytes as encoded; `recordSent` starts recording the bytes sent
 * beneath the compression (sent-body.mjs); `rewrite` turns a whole document into the one to send (the same text for
 * the same document).
 */
export function rewriteForFirstPaintAndHash(req, res, { policy, policiesByEtag, pagesByVersion, recordSent, rewrite }) {
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
    if (req.method === 'HEAD') return 'pass';
    if (encodedByApp(res)) {
      console.error(
        `CSP hashes of ${req.url} not computed: its body came encoded (${res.getHeader('content-encoding')})`,
      );
      return 'pass';
    }
    // Every page version is held, known or not: each copy sent is the rewritten one, made once per version (the
    // ETag is of Next's own copy, and the rewrite gives the same bytes for it every time).
    return 'hold';
  }

  /** Sends the held head, with the hashes of the document, and returns the body to send. */
  function release(html) {
    state = 'pass';
    const status = restoreHead();
    const etag = String(res.getHeader('etag') ?? '');
    // An ETag names one document of its path; with the encodings the client accepts, it names the bytes sent too.
    const path = String(req.url ?? '/').split('?')[0];
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const version = pagesByVersion && etag && status === 200 ? `${path} ${etag} ${accepted}` : '';
    const made = version && pagesByVersion.get(version);
    const page =
      made || pageToSend({ url: req.url, html: html ?? Buffer.concat(chunks).toString('utf8'), policy, rewrite });
    chunks.length = 0;
    if (page.rewritten) {
      // The page sent is whole: what Next still writes after the document is not sent.
      state = 'replaced';
      if (res.hasHeader('content-length') || made) res.setHeader('content-length', page.body.length);
    }
    // Bytes already encoded: the compression beneath passes them as they are.
    if (made?.encoding) res.setHeader('content-encoding', made.encoding);
    res.setHeader(CSP, page.policy);
    if (etag && status === 200 && page.hashed) policiesByEtag.set(etag, page.policy);
    // Only a rewritten page stands alone: an unrewritten one is the start of what Next goes on writing.
    if (version && !made && page.rewritten && page.hashed)
      recordSent((body) =>
        pagesByVersion.set(version, { ...page, body, encoding: String(res.getHeader('content-encoding') ?? '') }),
      );
    writeHead.call(res, status, ...head.slice(1));
    return page.body;
  }

  /** The body so far when it is a whole document, else null. */
  function wholeDocument() {
    const html = Buffer.concat(chunks).toString('utf8');
    return DOCUMENT_END.test(html) ? html : null;
  }

  res.writeHead = function (...args) {
    if (state === 'undecided') {
      head = headArguments(res, args);
      state = decide();
      if (state === 'hold') restoreHead = freezeHead(res);
    }
    // Asked for again while held back (Next checks the head before each write): the first call decided it.
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
    if (html === null) {
      if (done) process.nextTick(done);
      return true;
    }
    const written = write.call(res, release(html), done);
    // Out of the compressor too, not kept in it until the end.
    res.flush?.();
    return written;
  };
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (state === 'undecided') res.writeHead(res.statusCode);
    if (state === 'replaced') {
      // The compression's end takes no callback: Node calls it when the response has finished.
      if (callback) res.once('finish', callback);
      return end.call(res);
    }
    if (state !== 'hold') return end.call(res, chunk, encoding, callback);
    if (chunk) chunks.push(Buffer.from(chunk, encoding));
    return end.call(res, release(), callback);
  };
}
