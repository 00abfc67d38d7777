import { ContentCard } from '@/components/ui/card/ContentCard';
import type { EventCard as EventCardData } from '@/lib/api/schemas/events';
import { EVENTS_COPY } from '@/lib/copy/events';
import { routes } from '@/lib/routes';

/** One event as a card: featured image, date, title and venue. */
export function EventCard({ event, priority }: { event: EventCardData; priority?: boolean }) {
  return (
    <ContentCard
      href={routes.event(event.slug)}
      title={event.title}
      image={event.image}
      meta={event.date}
      text={event.venue}
      cta={EVENTS_COPY.viewEvent}
      priority={priority}
    />
  );
}
