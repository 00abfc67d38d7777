import { useSyncExternalStore } from 'react';
import { browserValueStore, storesByKey } from '@/lib/hooks/browser-value-store';

function listenToScroll(onEvent: () => void) {
  window.addEventListener('scroll', onEvent, { passive: true });
  return () => window.removeEventListener('scroll', onEvent);
}

const scrolledPastStore = storesByKey((threshold: number) =>
  browserValueStore(() => window.scrollY >= threshold, listenToScroll),
);

/** Whether the page has scrolled at least `threshold` px; false on the server. */
export function useScrolledPast(threshold: number): boolean {
  const { subscribe, getSnapshot } = scrolledPastStore(threshold);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
