// @ts-check
// The one bounded map of the glue: what the server and the cache handler remember per page or key stays small
// however many pages and versions pass (the CSP of each ETag; the render-start stamps' reads and stamps).

/**
 * A Map that forgets its least recently used entry past `limit`.
 * @template [V=string]
 */
export class BoundedMap {
  /** @type {Map<string, V>} */
  #entries = new Map();

  /** @param {number} limit */
  constructor(limit) {
    /** @readonly */
    this.limit = limit;
  }

  /**
   * @param {string} key
   * @returns {V | undefined}
   */
  get(key) {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // Re-insert so the entries in use stay and the ones no longer asked for age out.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /**
   * @param {string} key
   * @param {V} value
   * @returns {void}
   */
  set(key, value) {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    // Past the limit the map is not empty, so it has a first key.
    if (this.#entries.size > this.limit)
      this.#entries.delete(/** @type {string} */ (this.#entries.keys().next().value));
  }

  /**
   * @param {string} key
   * @returns {boolean}
   */
  delete(key) {
    return this.#entries.delete(key);
  }

  /** @returns {number} */
  get size() {
    return this.#entries.size;
  }
}
