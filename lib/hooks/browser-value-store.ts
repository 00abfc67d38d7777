/** A value the browser owns, for `useSyncExternalStore`: kept current by its events, not read on every render. */
export interface BrowserValueStore<T> {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => T;
}

/**
 * Reading `scrollY` or a media query's `matches` makes the browser bring style and layout up to date; React calls
 * `getSnapshot` on every render and again after the commit, so a live read there forced that work mid-click. This
 * reads once when the first component subscribes and again on each event; unsubscribed, it reads live.
 */
export function browserValueStore<T>(read: () => T, listen: (onEvent: () => void) => () => void): BrowserValueStore<T> {
  const listeners = new Set<() => void>();
  let value: T;
  let stopListening = () => {};
  const onEvent = () => {
    const next = read();
    if (Object.is(next, value)) return;
    value = next;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(onChange) {
      if (listeners.size === 0) {
        value = read();
        stopListening = listen(onEvent);
      }
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) stopListening();
      };
    },
    getSnapshot: () => (listeners.size > 0 ? value : read()),
  };
}

/** One store per key, made on first use: every component watching the same value shares one listener. */
export function storesByKey<K, T>(make: (key: K) => BrowserValueStore<T>): (key: K) => BrowserValueStore<T> {
  const stores = new Map<K, BrowserValueStore<T>>();
  return (key) => {
    let store = stores.get(key);
    if (!store) stores.set(key, (store = make(key)));
    return store;
  };
}
