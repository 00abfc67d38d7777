import { useSyncExternalStore } from 'react';

// One stable subscribe function per query, so React never resubscribes on a re-render.
const subscribers = new Map<string, (onChange: () => void) => () => void>();

function subscribeTo(query: string) {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
}

/** Live match of a media query; `serverValue` on the server and during hydration, so markup never mismatches. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    subscribeTo(query),
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

const listSubscribers = new Map<string, (onChange: () => void) => () => void>();

/** One stable subscribe function for a list of queries (keyed by its text), firing when any of them changes. */
export function subscribeToAll(queries: readonly string[]) {
  const key = JSON.stringify(queries);
  let subscribe = listSubscribers.get(key);
  if (!subscribe) {
    subscribe = (onChange) => {
      const stops = queries.map((query) => subscribeTo(query)(onChange));
      return () => stops.forEach((stop) => stop());
    };
    listSubscribers.set(key, subscribe);
  }
  return subscribe;
}

export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
