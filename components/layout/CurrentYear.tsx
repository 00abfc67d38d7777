'use client';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** The year from the visitor's clock, so a page prerendered last December still reads right in January. */
export function CurrentYear({ renderedYear }: { renderedYear: number }) {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => renderedYear,
  );
}
