import { buttonClass } from '@/components/ui/button/Button';
import { EVENTS_COPY } from '@/lib/copy/events';
import { routes } from '@/lib/routes';

/** A plain link to the event's .ics file (next/link would try to navigate to it as a page); no client code. */
export function AddToCalendar({ slug }: { slug: string }) {
  return (
    <a
      href={routes.eventCalendar(slug)}
      type="text/calendar"
      className={buttonClass({ variant: 'outline', size: 'sm' })}
    >
      {EVENTS_COPY.addToCalendar}
      <span className="visually-hidden"> {EVENTS_COPY.addToCalendarFormat}</span>
    </a>
  );
}
