import 'server-only';
import { getEventDetail, getEvents } from '@/lib/api';
import { displayDateToIso } from '@/lib/dates';
import { splitByDate } from '@/lib/events';
import { htmlToText } from '@/lib/html/text';
import type { CalendarEvent } from './event-calendar';

/** One event from its cached detail call, or null when it is gone or undated. */
export async function calendarEvent(slug: string): Promise<CalendarEvent | null> {
  const event = await getEventDetail(slug);
  const date = event ? displayDateToIso(event.date) : null;
  if (!event || !date) return null;
  return {
    slug,
    title: event.title,
    date,
    venue: event.venue,
    city: event.city,
    summary: htmlToText(event.summaryHtml),
  };
}

/** The upcoming events (today or later, soonest first), as the subscribable feed lists them. */
export async function upcomingCalendarEvents(now = new Date()): Promise<CalendarEvent[]> {
  const { upcoming } = splitByDate(await getEvents(), now);
  const events = await Promise.all(upcoming.map((event) => calendarEvent(event.slug)));
  return events.filter((event): event is CalendarEvent => event !== null);
}
