import { calendarEvent } from '@/lib/feeds/calendar-events';
import { calendarResponse } from '@/lib/feeds/response';
import { eventCalendar } from '@/lib/feeds/event-calendar';
import { staticParamsOf } from '@/lib/families/server';

// Like the event pages: the first events are built, the rest render on their first request, all cached by tag.
export const dynamic = 'force-static';
export const dynamicParams = true;

export const generateStaticParams = staticParamsOf('event');

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const event = await calendarEvent(slug);
  if (!event) return new Response('No such event', { status: 404 });
  return calendarResponse(eventCalendar([event]), `${slug}.ics`);
}
