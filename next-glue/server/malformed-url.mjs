// @ts-check
// Paths Next.js cannot answer without a 500, answered instead with the site's not-found page and a 400.
//
// Works around vercel/next.js#92527: a dynamic segment whose percent-encoding does not decode
// (`/blog-details/a%C0%AFb`, `/x%ZZ`) makes `next start` throw a DecodeError while matching routes; its
// fallback renders a `/400` page the App Router does not have, and the request ends in a plain-text 500. The bug's
// canary, which fails once Next fixes it: tests/e2e/upstream-bugs.e2e.spec.ts.
/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/** Longer than any slug; past it a slug overflows Next's 256-character cache tags and 255-byte ISR file names. */
export const MAX_SEGMENT_LENGTH = 200;

const DOT_SEGMENTS = new Set(['.', '..']);
// A segment that decodes to a separator or a control character names no page (encoded traversal, NUL).
const FORBIDDEN_DECODED = /[/\\\u0000-\u001f\u007f]/;

/** @param {string} segment */
function isBadSegment(segment) {
  if (segment.length > MAX_SEGMENT_LENGTH || DOT_SEGMENTS.has(segment)) return true;
  try {
    const decoded = decodeURIComponent(segment);
    return DOT_SEGMENTS.has(decoded) || FORBIDDEN_DECODED.test(decoded);
  } catch {
    return true;
  }
}

/**
 * Whether the request target's path cannot name a page of the site.
 * @param {string} target
 * @returns {boolean}
 */
export function isMalformedPath(target) {
  // split() always yields a first item.
  const path = /** @type {string} */ (target.split(/[?#]/, 1)[0]);
  return path.split('/').some(isBadSegment);
}

/** The route Next renders for unknown URLs: the branded app/not-found.tsx. */
export const NOT_FOUND_ROUTE = '/_not-found';

/**
 * Points the request at the not-found page and turns its 404 into a 400.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
export function answerAsBadRequest(req, res) {
  req.url = NOT_FOUND_ROUTE;
  const { writeHead } = res;
  res.writeHead = function (statusCode, ...rest) {
    // The arguments after the status pass through as given, whichever of writeHead's forms they take.
    return /** @type {(this: ServerResponse, ...args: unknown[]) => ServerResponse} */ (writeHead).call(
      res,
      statusCode === 404 ? 400 : statusCode,
      ...rest,
    );
  };
}
