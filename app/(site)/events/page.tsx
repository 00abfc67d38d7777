import { EventCard } from '@/components/events/EventCard';
import { CardGrid } from '@/components/ui/card/CardGrid';
import { Banner } from '@/components/ui/banner/Banner';
import { Section } from '@/components/ui/section/Section';
import { getEvents } from '@/lib/api';
import { EVENTS_COPY } from '@/lib/copy/events';
import { splitByDate } from '@/lib/events';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...EVENTS_COPY.seo, path: routes.events });

// An event moves from upcoming to past when its day ends (UTC): the content API's scheduler then sends the event's
// publish hook, which re-renders this page; the daily renewal stays for a backend without one.
export const revalidate = 86_400;

export default async function EventsPage() {
  const { upcoming, past } = splitByDate(await getEvents());
  return (
    <>
      <Banner eyebrow={EVENTS_COPY.banner.eyebrow} title={EVENTS_COPY.banner.title} lead={EVENTS_COPY.banner.lead} />
      <Section id="upcoming-events" heading={EVENTS_COPY.upcomingHeading} lead={EVENTS_COPY.upcomingIntro}>
        {upcoming.length ? (
          <CardGrid>
            {upcoming.map((event, index) => (
              <EventCard key={event.slug} event={event} priority={index === 0} />
            ))}
          </CardGrid>
        ) : (
          <p>{EVENTS_COPY.noUpcoming}</p>
        )}
      </Section>
      {past.length > 0 && (
        <Section id="past-events" heading={EVENTS_COPY.pastHeading} tone="alt">
          <CardGrid>
            {past.map((event) => (
              <EventCard key={event.slug} event={event} />
            ))}
          </CardGrid>
        </Section>
      )}
    </>
  );
}
