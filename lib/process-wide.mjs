// @ts-check
// One value per process, whatever copy of a module asks: the site's server, the cache handler Next loads and the
// app's own bundles (each route may have its own) import the same file as separate modules.

/**
 * The process's value under `name`, made by the first caller's `create`.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
export function processWide(name, create) {
  const holder = /** @type {Record<symbol, T | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[Symbol.for(`remote-talent-site.${name}`)] ??= create());
}
