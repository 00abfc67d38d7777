// @ts-check
// Whether an answer of a one-record call (one record by its slug, API.md calls 3, 5, 7 and 9, or the redirect of
// a path, content-api/README.md) carries the record. A stranger picks the slug or path, so the cache handler Next
// loads never stores an answer without a record; the data layer's schemas read the same rule, so both agree on
// "not found". Plain JavaScript: Node loads the cache handler as it is.

/** @typedef {'get-blog-details' | 'get-event-details' | 'get-service-details' | 'get-hire-category-details' | 'get-redirect'} OneRecordCall */

/** The tag the detail getters add to their fetch: its answer is kept only when it carries a record. */
export const ONE_RECORD_TAG = 'one-record';

/**
 * Per one-record call, whether its parsed answer carries the record; anything else (garbage too) does not.
 * @type {Record<OneRecordCall, (answer: unknown) => boolean>}
 */
export const HOLDS_RECORD = {
  // Each reads the parsed JSON (`any`, as JSON.parse gives it) only behind `?.` and Array.isArray.
  'get-blog-details': (/** @type {any} */ answer) =>
    answer?.response === 1 && Array.isArray(answer.blog) && answer.blog.length > 0,
  'get-event-details': (answer) => Array.isArray(answer) && answer.length > 0,
  'get-service-details': (/** @type {any} */ answer) =>
    Array.isArray(answer?.service_details_array) && answer.service_details_array.length > 0,
  'get-hire-category-details': (/** @type {any} */ answer) =>
    answer?.result === 1 && Array.isArray(answer.category_array) && answer.category_array.length > 0,
  'get-redirect': (/** @type {any} */ answer) => typeof answer?.redirect?.to === 'string',
};

/**
 * The call of an `/api/v1/<call>?…` URL, e.g. `get-blog-details`.
 * @param {string} url
 * @returns {string}
 */
function callOf(url) {
  try {
    return new URL(url).pathname.split('/').pop() ?? '';
  } catch {
    return '';
  }
}

/**
 * Whether a one-record call's answer (its URL and JSON text) carries a record; an unknown call or bad JSON does not.
 * @param {string} url
 * @param {string} text
 * @returns {boolean}
 */
export function answerHoldsRecord(url, text) {
  // Any URL may come here: a call with no rule finds none.
  const holds = /** @type {Partial<typeof HOLDS_RECORD>} */ (HOLDS_RECORD)[/** @type {OneRecordCall} */ (callOf(url))];
  if (!holds) return false;
  try {
    return holds(JSON.parse(text));
  } catch {
    return false;
  }
}
