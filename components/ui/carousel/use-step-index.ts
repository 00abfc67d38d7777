import { useSyncExternalStore } from 'react';
import { subscribeToAll } from '@/lib/hooks/use-media-query';

/** The index of the last matching query (-1 on the server and during hydration). */
export function useStepIndex(queries: readonly string[]): number {
  return useSyncExternalStore(
    subscribeToAll(queries),
    () => queries.reduce((found, query, index) => (window.matchMedia(query).matches ? index : found), 0),
    () => -1,
  );
}
