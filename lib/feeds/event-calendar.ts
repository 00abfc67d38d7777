// Events as iCalendar (RFC 5545), built by the `ics` library: one file per event and one feed of upcoming ones.
import { createEvents, type EventAttributes } from 'ics';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';
import { site } from '@/lib/site';
import { calendarText, escapedText, parameterText } from './calendar-text';

/** One event as a calendar lists it. */
export interface CalendarEvent {
  slug: string;
  title: string;
  /** ISO date (YYYY-MM-DD): the CMS records the day, not the hours, so it is an all-day event. */
  date: string;
  venue: string;
  city: string;
  summary: string;
}

/** Stable across edits and renders, so a subscribed calendar updates the event instead of adding a copy. */
export function eventUid(slug: string): string {
  return `event-${slug}@${new URL(site.siteUrl).hostname}`;
}

/** `2026-12-01` → `[2026, 12, 1]`, `days` later (an all-day event ends on the next day, exclusive). */
function dayParts(iso: string, days = 0): [number, number, number] {
  const day = new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000);
  return [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
}

function toAttributes(event: CalendarEvent): EventAttributes {
  return {
    uid: eventUid(event.slug),
    title: calendarText(event.title),
    description: calendarText(event.summary),
    location: calendarText([event.venue, event.city].filter(Boolean).join(', ')),
    url: absoluteUrl(routes.event(event.slug)),
    start: dayParts(event.date),
    // An end date, not DURATION: ics writes one day as `P1DT`, which RFC 5545 does not allow.
    end: dayParts(event.date, 1),
    status: 'CONFIRMED',
    organizer: { name: parameterText(site.brand.name), email: site.contact.email },
  };
}

/** The iCalendar text of the events given; `name` titles a subscribed feed. */
export function eventCalendar(events: readonly CalendarEvent[], name?: string): string {
  const { error, value } = createEvents(events.map(toAttributes), {
    productId: `-//${escapedText(site.brand.name)}//Events//EN`,
    method: 'PUBLISH',
    ...(name ? { calName: escapedText(name) } : {}),
  });
  if (error || value === null) throw error ?? new Error('ics produced no calendar');
  return value;
}
