import { useSyncExternalStore } from 'react';
import { browserValueStore, type BrowserValueStore } from '@/lib/hooks/browser-value-store';

function listenToScroll(onEvent: () => void) {
  window.addEventListener('scroll', onEvent, { passive: true });
  return () => window.removeEventListener('scroll', onEvent);
}

// One store per threshold, so React keeps one subscription across re-renders.
const stores = new Map<number, BrowserValueStore<boolean>>();

/** Whether the page has scrolled at least `threshold` px; false on the server. */
export function useScrolledPast(threshold: number): boolean {
  let store = stores.get(threshold);
  if (!store) {
    store = browserValueStore(() => window.scrollY >= threshold, listenToScroll);
    stores.set(threshold, store);
  }
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => false);
}
