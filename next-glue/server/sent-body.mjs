// @ts-check
// The bytes a response puts on the wire, read beneath its compression, so a page version can be sent again as it
// was encoded (hash-html-response.mjs).
/** @import { ServerResponse } from 'node:http' */
/** @typedef {(...args: unknown[]) => any} Variadic */

/** @param {unknown} chunk @param {unknown} encoding */
const bytesOf = (chunk, encoding) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
    : Buffer.from(/** @type {Uint8Array} */ (chunk));

/**
 * Patches `res` (before compression wraps it). The function returned starts the recording: from then on every
 * byte written is kept, and `whenSent` gets them all when the response ends.
 * @param {ServerResponse} res
 * @returns {(whenSent: (body: Buffer) => void) => void}
 */
export function recordSentBody(res) {
  const { write, end } = /** @type {Record<'write' | 'end', Variadic>} */ (/** @type {unknown} */ (res));
  /** @type {Buffer[] | null} */
  let chunks = null;
  /** @type {(body: Buffer) => void} */
  let whenSent = () => {};
  res.write = /** @type {ServerResponse['write']} */ (
    (/** @type {unknown[]} */ ...args) => {
      if (chunks && args[0] && typeof args[0] !== 'function') chunks.push(bytesOf(args[0], args[1]));
      return write.apply(res, args);
    }
  );
  res.end = /** @type {ServerResponse['end']} */ (
    (/** @type {unknown[]} */ ...args) => {
      if (chunks && args[0] && typeof args[0] !== 'function') chunks.push(bytesOf(args[0], args[1]));
      const ended = end.apply(res, args);
      if (chunks) whenSent(Buffer.concat(chunks.splice(0)));
      chunks = null;
      return ended;
    }
  );
  return (callback) => {
    chunks = [];
    whenSent = callback;
  };
}
