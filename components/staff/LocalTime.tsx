'use client';
import { useSyncExternalStore } from 'react';
import { formatInstant, type Instant } from '@/lib/staff/time-format';

const noChanges = () => () => undefined;

/**
 * An instant in the reader's own time zone, for every console page. The server cannot know that zone, so its HTML
 * names the time in UTC; once hydrated, the browser writes it in its zone (useSyncExternalStore: the server's text
 * during hydration, no mismatch), each time with the zone's name.
 */
export function LocalTime({ at }: { at: Instant }) {
  const text = useSyncExternalStore(
    noChanges,
    () => formatInstant(at),
    () => formatInstant(at, 'UTC'),
  );
  return <time dateTime={new Date(at).toISOString()}>{text}</time>;
}
