// @ts-check
// writeHead(status, [message], [headers]) in any of its forms, for the wrappers that decide on a response's head.
/** @import { OutgoingHttpHeaders, ServerResponse } from 'node:http' */

/** Node's array form is flat (`[name, value, name, value]`), not a list of pairs. */
const pairsOf = (/** @type {unknown[]} */ flat) =>
  Array.from({ length: flat.length / 2 }, (_, index) => [String(flat[2 * index]), flat[2 * index + 1]]);

/**
 * Moves writeHead's headers onto `res` (so a decision can read them with getHeader) and its status into
 * `res.statusCode`; returns the arguments left: the status and its message.
 * @param {ServerResponse} res
 * @param {unknown[]} args
 * @returns {unknown[]}
 */
export function headArguments(res, args) {
  const headers = typeof args.at(-1) === 'object' && args.length > 1 ? args.pop() : undefined;
  const entries = Array.isArray(headers)
    ? pairsOf(headers)
    : Object.entries(/** @type {OutgoingHttpHeaders} */ (headers ?? {}));
  for (const [name, value] of entries)
    if (value !== undefined) res.setHeader(String(name), /** @type {string | number | readonly string[]} */ (value));
  if (typeof args[0] === 'number') res.statusCode = args[0];
  return args;
}
