'use client';
import { useSyncExternalStore } from 'react';

/** The index of the last matching query (-1 on the server and during hydration). */
export function useStepIndex(queries: readonly string[]): number {
  return useSyncExternalStore(
    (onChange) => {
      const lists = queries.map((query) => window.matchMedia(query));
      lists.forEach((list) => list.addEventListener('change', onChange));
      return () => lists.forEach((list) => list.removeEventListener('change', onChange));
    },
    () => queries.reduce((found, query, index) => (window.matchMedia(query).matches ? index : found), 0),
    () => -1,
  );
}
