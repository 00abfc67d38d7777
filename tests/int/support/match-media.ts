// jsdom has no matchMedia; this one answers width and reduced-motion queries from settable values.

const state = { width: 1280, reducedMotion: false };
const listeners = new Set<() => void>();

function matches(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (query.includes('prefers-reduced-motion')) return state.reducedMotion;
  return (!min || state.width >= Number(min[1])) && (!max || state.width <= Number(max[1]));
}

export function installMatchMedia() {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matches(query);
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      onchange: null,
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
}

/** Changes the simulated viewport and notifies every subscribed query. */
export function setViewport(next: Partial<typeof state>) {
  Object.assign(state, next);
  listeners.forEach((listener) => listener());
}
