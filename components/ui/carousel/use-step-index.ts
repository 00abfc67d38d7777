import { useSyncExternalStore } from 'react';
import { lastMatchStore } from '@/lib/hooks/use-media-query';

/** The index of the last matching query (-1 on the server and during hydration). */
export function useStepIndex(queries: readonly string[]): number {
  const { subscribe, getSnapshot } = lastMatchStore(queries);
  return useSyncExternalStore(subscribe, getSnapshot, () => -1);
}
