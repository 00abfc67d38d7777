'use client';
import { useSyncExternalStore } from 'react';
import { formatInstant } from '@/lib/staff/time-format';

const noChanges = () => () => undefined;

/**
 * An instant in the reader's own time zone. The server cannot know that zone, so its HTML names the time in UTC;
 * once hydrated, the browser writes it in its zone (useSyncExternalStore: the server's text during hydration, no
 * mismatch), each time with the zone's name.
 */
export function LocalTime({ iso }: { iso: string }) {
  const text = useSyncExternalStore(
    noChanges,
    () => formatInstant(iso),
    () => formatInstant(iso, 'UTC'),
  );
  return <time dateTime={iso}>{text}</time>;
}
