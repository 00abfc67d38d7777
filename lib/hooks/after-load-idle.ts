/**
 * Calls `callback` at the browser's first idle moment after the page's load event (or `timeoutMs` after it at the
 * latest; `fallbackMs` after it without `requestIdleCallback`), so late islands never share a task with hydration.
 * Returns a function that cancels the call.
 */
export function afterLoadIdle(callback: () => void, timeoutMs = 3000, fallbackMs = 1500): () => void {
  let cancelIdle = () => {};
  const onLoad = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(callback, fallbackMs);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') {
    onLoad();
    return () => cancelIdle();
  }
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}
