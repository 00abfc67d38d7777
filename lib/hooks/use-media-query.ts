import { useSyncExternalStore } from 'react';
import { browserValueStore, type BrowserValueStore } from './browser-value-store';

// One store per query, so every component watching it shares one listener and React never resubscribes.
const stores = new Map<string, BrowserValueStore<boolean>>();

function mediaQueryStore(query: string) {
  let store = stores.get(query);
  if (!store) {
    store = browserValueStore(
      () => window.matchMedia(query).matches,
      (onEvent) => {
        const list = window.matchMedia(query);
        list.addEventListener('change', onEvent);
        return () => list.removeEventListener('change', onEvent);
      },
    );
    stores.set(query, store);
  }
  return store;
}

/** Live match of a media query; `serverValue` on the server and during hydration, so markup never mismatches. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const { subscribe, getSnapshot } = mediaQueryStore(query);
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}

const stepStores = new Map<string, BrowserValueStore<number>>();

/** The index of the last of `queries` that matches (0 if none), kept current as any of them changes. */
export function lastMatchStore(queries: readonly string[]): BrowserValueStore<number> {
  const key = JSON.stringify(queries);
  let store = stepStores.get(key);
  if (!store) {
    const each = queries.map(mediaQueryStore);
    store = browserValueStore(
      () => each.reduce((found, query, index) => (query.getSnapshot() ? index : found), 0),
      (onEvent) => {
        const stops = each.map((query) => query.subscribe(onEvent));
        return () => stops.forEach((stop) => stop());
      },
    );
    stepStores.set(key, store);
  }
  return store;
}

export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
