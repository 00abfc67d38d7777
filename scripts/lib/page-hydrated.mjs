// @ts-check
// Whether a page is interactive, for the e2e suite and the benches to wait on: run in the page (`waitForFunction`),
// so it is one self-contained function.

/**
 * True once React has hydrated the document (it keeps its fiber on each element it took over) and each Suspense
 * boundary's first element (`<!--$-->`, hydrated after the rest), or at once for what has no framework scripts to
 * start (feeds, JSON): neither Next's chunk scripts nor the server's list of them, whose id is `scriptListId`.
 * @param {string} scriptListId
 * @returns {boolean}
 */
export function pageHydrated(scriptListId) {
  if (!(document.getElementById(scriptListId) || document.querySelector('script[src^="/_next/static/chunks/"]')))
    return true;
  /** @param {Node | null} node */
  const hydrated = (node) => !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  const boundaries = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
  for (let marker = boundaries.nextNode(); marker; marker = boundaries.nextNode()) {
    const first = marker.nextSibling;
    if (/** @type {Comment} */ (marker).data === '$' && first instanceof Element && !hydrated(first)) return false;
  }
  return hydrated(document.body);
}
