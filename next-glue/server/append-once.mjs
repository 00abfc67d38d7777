// @ts-check
// Next replays a page's recorded headers with appendHeader onto the response its render already set them on
// (vercel/next.js#82117; `next start` too), so a redirect went out with `Location` twice. A value a field already
// carries is not appended again; a new value still is (a second cookie, another Vary). The bug's canary, which fails
// once Next fixes it: tests/e2e/upstream-bugs.e2e.spec.ts.
/** @import { ServerResponse } from 'node:http' */

/** @param {unknown} value */
const valuesOf = (value) => (value === undefined ? [] : [value].flat().map(String));

/**
 * Makes `res.appendHeader` skip the values its field already has.
 * @param {ServerResponse} res
 */
export function appendEachValueOnce(res) {
  const appendHeader = res.appendHeader.bind(res);
  res.appendHeader = (name, value) => {
    const present = valuesOf(res.getHeader(name));
    const added = valuesOf(value).filter((item) => !present.includes(item));
    return added.length ? appendHeader(name, added) : res;
  };
}
