'use client';
import { useSyncExternalStore } from 'react';

/** Whether the page has scrolled at least `threshold` px; false on the server. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('scroll', onChange, { passive: true });
      return () => window.removeEventListener('scroll', onChange);
    },
    () => window.scrollY >= threshold,
    () => false,
  );
}
