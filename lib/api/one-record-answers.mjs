// @ts-check
// Whether an answer of a one-record call (one record by its slug, API.md calls 3, 5, 7 and 9, or the redirect of
// a path, content-api/README.md) carries the record. A stranger picks the slug or path, so the cache handler Next
// loads never stores an answer without a record. The caller names where the record sits (a family's
// `calls.recordAt`) in the fetch's tag, so the handler needs no list of calls. Plain JavaScript: Node loads the
// cache handler as it is.

/** The prefix of the tag a one-record fetch carries: `one-record:<where its record sits>`. */
export const ONE_RECORD_TAG = 'one-record';

/**
 * The tag of a fetch whose answer holds its record at `at`: a dotted path (`blog`, `redirect.to`), '' for the
 * answer itself.
 * @param {string} at
 * @returns {string}
 */
export const oneRecordTag = (at) => `${ONE_RECORD_TAG}:${at}`;

/**
 * Where a fetch's answer holds its record, read from its tags; undefined for any other fetch.
 * @param {readonly string[] | undefined} tags
 * @returns {string | undefined}
 */
export function recordAtOf(tags) {
  const tag = tags?.find((name) => name.startsWith(`${ONE_RECORD_TAG}:`));
  return tag?.slice(ONE_RECORD_TAG.length + 1);
}

/**
 * Whether a parsed answer holds a non-empty list or text at `at`: API.md's not-found answers are empty there.
 * @param {unknown} answer
 * @param {string} at
 * @returns {boolean}
 */
export function holdsRecord(answer, at) {
  /** @type {unknown} */
  let value = answer;
  for (const key of at ? at.split('.') : []) {
    // Own properties only: a key such as `constructor` never reads the prototype.
    value =
      value !== null && typeof value === 'object' && Object.hasOwn(value, key)
        ? /** @type {any} */ (value)[key]
        : undefined;
  }
  return (Array.isArray(value) || typeof value === 'string') && value.length > 0;
}

/**
 * Whether a cached answer's JSON text holds its record at `at`; bad JSON does not.
 * @param {string} at
 * @param {string} text
 * @returns {boolean}
 */
export function answerHoldsRecord(at, text) {
  try {
    return holdsRecord(JSON.parse(text), at);
  } catch {
    return false;
  }
}
