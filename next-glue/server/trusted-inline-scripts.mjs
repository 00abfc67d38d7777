// @ts-check
// Which inline scripts the server vouches for in a page's CSP: only the data-shaped scripts Next 16.4.6
// writes (next-glue/server/README.md lists them and why each is safe) and the server's own fixed starter.
// Anything else, injected or not, gets no hash.
import { SCRIPTS_AFTER_PAINT } from './scripts-after-paint.mjs';

const TURBOPACK_PREFIX = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';
const TURBOPACK_SUFFIX = ');';
const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PREFIX = 'self.__next_f.push(';
const FLIGHT_SUFFIX = ')';
// A form's action answered without JavaScript: the bootstrap and the form state in one script.
const FORM_STATE_PREFIX = `${FLIGHT_BOOTSTRAP};${FLIGHT_PREFIX}`;
// Next's inline payload kinds (next/dist/server/app-render/use-flight-response.js): text data and base64 binary.
const FLIGHT_DATA = 1;
const FLIGHT_FORM_STATE = 2;
const FLIGHT_BINARY = 3;

const NOT_JSON = Symbol('not JSON');

/**
 * The JSON value between `prefix` and `suffix`, or NOT_JSON when the script is anything else.
 * @param {string} script
 * @param {string} prefix
 * @param {string} suffix
 * @returns {unknown}
 */
function jsonBetween(script, prefix, suffix) {
  if (!script.startsWith(prefix) || !script.endsWith(suffix)) return NOT_JSON;
  const text = script.slice(prefix.length, script.length - suffix.length);
  // JSON.parse skips surrounding whitespace; Next writes none, so none is allowed.
  if (text === '' || text.trim() !== text) return NOT_JSON;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isPlainObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** @param {unknown} value @param {'string' | 'number'} type */
const isArrayOf = (value, type) => Array.isArray(value) && value.every((item) => typeof item === type);

/** `{"otherChunks":["static/chunks/….js"],"runtimeModuleIds":[94553]}`: chunk paths and module ids. */
/** @param {string} script */
function isTurbopackRegistration(script) {
  const value = jsonBetween(script, TURBOPACK_PREFIX, TURBOPACK_SUFFIX);
  if (!isPlainObject(value)) return false;
  const { otherChunks, runtimeModuleIds, ...rest } = value;
  return Object.keys(rest).length === 0 && isArrayOf(otherChunks, 'string') && isArrayOf(runtimeModuleIds, 'number');
}

/** `[1,"<RSC text>"]` or `[3,"<base64>"]`. */
/** @param {string} script */
function isFlightChunk(script) {
  const value = jsonBetween(script, FLIGHT_PREFIX, FLIGHT_SUFFIX);
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    (value[0] === FLIGHT_DATA || value[0] === FLIGHT_BINARY) &&
    typeof value[1] === 'string'
  );
}

/** The bootstrap followed by `[2,<form state>]`. */
/** @param {string} script */
function isBootstrapWithFormState(script) {
  const value = jsonBetween(script, FORM_STATE_PREFIX, FLIGHT_SUFFIX);
  return Array.isArray(value) && value.length === 2 && value[0] === FLIGHT_FORM_STATE;
}

/**
 * Whether `script` (an inline script's text, as written) is one Next or this server wrote, by its exact shape.
 * @param {string} script
 * @returns {boolean}
 */
export function isTrustedInlineScript(script) {
  return (
    script === FLIGHT_BOOTSTRAP ||
    script === SCRIPTS_AFTER_PAINT ||
    isFlightChunk(script) ||
    isTurbopackRegistration(script) ||
    isBootstrapWithFormState(script)
  );
}
