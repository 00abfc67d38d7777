import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { afterLoadIdle } from '@/lib/hooks/after-load-idle';

/** True once the browser has an idle moment after the page's load event (lib/hooks/after-load-idle.ts). */
export function useIdle(timeoutMs = 3000, fallbackMs = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterLoadIdle(() => setIdle(true), timeoutMs, fallbackMs), [timeoutMs, fallbackMs]);
  return idle;
}

/** Whether the element is at least partly in the viewport; false until the observer first answers. */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the tab is visible (`document.visibilityState`); true on the server. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}
