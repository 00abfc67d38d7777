import { useSyncExternalStore } from 'react';
import { browserValueStore, storesByKey, type BrowserValueStore } from './browser-value-store';

const mediaQueryStore = storesByKey((query: string) =>
  browserValueStore(
    () => window.matchMedia(query).matches,
    (onEvent) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onEvent);
      return () => list.removeEventListener('change', onEvent);
    },
  ),
);

/** Live match of a media query; `serverValue` on the server and during hydration, so markup never mismatches. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const { subscribe, getSnapshot } = mediaQueryStore(query);
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}

// Keyed by the list's text, so a component passing a new array with the same queries shares the store.
const lastMatchStores = storesByKey((key: string) => {
  const each = (JSON.parse(key) as string[]).map(mediaQueryStore);
  return browserValueStore(
    () => each.reduce((found, query, index) => (query.getSnapshot() ? index : found), 0),
    (onEvent) => {
      const stops = each.map((query) => query.subscribe(onEvent));
      return () => stops.forEach((stop) => stop());
    },
  );
});

/** The index of the last of `queries` that matches (0 if none), kept current as any of them changes. */
export function lastMatchStore(queries: readonly string[]): BrowserValueStore<number> {
  return lastMatchStores(JSON.stringify(queries));
}

export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
