import { EventCard } from '@/components/events/EventCard';
import { CardGrid } from '@/components/ui/card/CardGrid';
import { Banner } from '@/components/ui/banner/Banner';
import { getEvents } from '@/lib/api';
import { EVENTS_COPY } from '@/lib/copy/events';
import { splitByDate } from '@/lib/events';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...EVENTS_COPY.seo, path: '/events' });

// Events move from upcoming to past as days go by, so the page also renews itself daily.
export const revalidate = 86_400;

export default async function EventsPage() {
  const { upcoming, past } = splitByDate(await getEvents());
  return (
    <>
      <Banner eyebrow={EVENTS_COPY.banner.eyebrow} title={EVENTS_COPY.banner.title} lead={EVENTS_COPY.banner.lead} />
      <section className="section" aria-labelledby="upcoming-events">
        <div className="container">
          <h2 id="upcoming-events">{EVENTS_COPY.upcomingHeading}</h2>
          <p className="section-lead">{EVENTS_COPY.upcomingIntro}</p>
          {upcoming.length ? (
            <CardGrid>
              {upcoming.map((event, index) => (
                <EventCard key={event.slug} event={event} priority={index === 0} />
              ))}
            </CardGrid>
          ) : (
            <p>{EVENTS_COPY.noUpcoming}</p>
          )}
        </div>
      </section>
      {past.length > 0 && (
        <section className="section section--alt" aria-labelledby="past-events">
          <div className="container">
            <h2 id="past-events">{EVENTS_COPY.pastHeading}</h2>
            <CardGrid>
              {past.map((event) => (
                <EventCard key={event.slug} event={event} />
              ))}
            </CardGrid>
          </div>
        </section>
      )}
    </>
  );
}
