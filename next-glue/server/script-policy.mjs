// @ts-check
// Adds a page's script hashes to the site's policy, and remembers the result per ETag.

/**
 * The policy with `hashes` added to its `script-src` (a policy without one is returned unchanged).
 * @param {string} policy
 * @param {string[]} hashes
 * @returns {string}
 */
export function policyWithScriptHashes(policy, hashes) {
  if (hashes.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      // A hash the base policy already names (the site's own scripts) is not repeated.
      const added = hashes.filter((hash) => !sources.includes(hash));
      return name === 'script-src' ? [name, ...sources, ...added].join(' ') : directive.trim();
    })
    .join('; ');
}

/**
 * A Map that forgets its oldest entry past `limit`: one ETag per page version, so it stays small.
 * @template [V=string]
 */
export class BoundedCache {
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
      // Re-insert so the pages being served stay and the replaced versions age out.
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

  /** @returns {number} */
  get size() {
    return this.#entries.size;
  }
}
