// Holds an HTML response's head until its body ends, so its CSP can name the hashes of its inline scripts.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { inlineScriptHashes } from './inline-scripts.mjs';
import { policyWithScriptHashes } from './script-policy.mjs';

const CSP = 'Content-Security-Policy';
const DECODERS = { gzip: gunzipSync, 'x-gzip': gunzipSync, deflate: inflateSync, br: brotliDecompressSync };

const isHtml = (res) => /^\s*text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));

function decodedBody(body, encoding) {
  const decode = DECODERS[String(encoding ?? '').toLowerCase()];
  return (decode ? decode(body) : body).toString('utf8');
}

// writeHead(status, [message], [headers]): headers go onto `res` so the decision below can read them.
function headArguments(res, args) {
  const headers = typeof args.at(-1) === 'object' && args.length > 1 ? args.pop() : undefined;
  const entries = Array.isArray(headers) ? headers : Object.entries(headers ?? {});
  for (const [name, value] of entries) res.setHeader(name, value);
  if (typeof args[0] === 'number') res.statusCode = args[0];
  return args;
}

/**
 * Patches `res` before Next handles it. Next's compression wraps these methods after us, so a held body
 * is the encoded one. `policy` is the base CSP; `policiesByEtag` remembers each page version's header.
 */
export function hashInlineScriptsOf(req, res, { policy, policiesByEtag }) {
  const { writeHead, write, end, flushHeaders } = res;
  let state = 'undecided';
  let head = [];
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
    return known || req.method === 'HEAD' ? 'pass' : 'hold';
  }

  function release() {
    const body = Buffer.concat(chunks);
    try {
      const hashed = policyWithScriptHashes(
        policy,
        inlineScriptHashes(decodedBody(body, res.getHeader('content-encoding'))),
      );
      res.setHeader(CSP, hashed);
      const etag = res.getHeader('etag');
      if (etag && res.statusCode === 200) policiesByEtag.set(String(etag), hashed);
    } catch (error) {
      // The base policy still carries 'unsafe-inline' without hashes, so the page keeps working.
      console.error(`CSP hashes of ${req.url} not computed: ${error.message}`);
    }
    writeHead.call(res, res.statusCode, ...head.slice(1));
    return body;
  }

  res.writeHead = function (...args) {
    if (state === 'undecided') {
      head = headArguments(res, args);
      state = decide();
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
    if (state !== 'hold') return write.call(res, chunk, encoding, callback);
    chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (state === 'undecided') res.writeHead(res.statusCode);
    if (state !== 'hold') return end.call(res, chunk, encoding, callback);
    if (chunk) chunks.push(Buffer.from(chunk, encoding));
    state = 'pass';
    return end.call(res, release(), callback);
  };
}
