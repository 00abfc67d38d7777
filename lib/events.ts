import type { EventCard } from '@/lib/api/schemas/events';
import { displayDateToIso, isOnOrAfterToday } from '@/lib/dates';

/** Splits the event list by date: upcoming (today or later, soonest first) and past (newest first). */
export function splitByDate(events: readonly EventCard[], now: Date = new Date()) {
  const dated = events.map((event) => ({ event, iso: displayDateToIso(event.date) }));
  const upcoming = dated
    .filter(({ iso }) => iso !== null && isOnOrAfterToday(iso, now))
    .sort((a, b) => (a.iso ?? '').localeCompare(b.iso ?? ''))
    .map(({ event }) => event);
  const past = dated.filter(({ iso }) => iso === null || !isOnOrAfterToday(iso, now)).map(({ event }) => event);
  return { upcoming, past };
}
