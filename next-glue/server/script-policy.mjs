// @ts-check
// Adds a page's script hashes to the site's policy.

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
