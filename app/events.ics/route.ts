import { upcomingCalendarEvents } from '@/lib/feeds/calendar-events';
import { calendarResponse } from '@/lib/feeds/response';
import { eventCalendar } from '@/lib/feeds/event-calendar';
import { site } from '@/lib/site';

// Built with the pages and kept until the event list tag (or an event's own tag) goes stale.
export const dynamic = 'force-static';

export async function GET() {
  return calendarResponse(eventCalendar(await upcomingCalendarEvents(), `${site.brand.name} events`), 'events.ics');
}
