import { useSyncExternalStore } from 'react';

// Module-level, so React keeps one subscription across re-renders.
function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the page has scrolled at least `threshold` px; false on the server. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY >= threshold,
    () => false,
  );
}
