import { RichText } from '@/components/content/RichText';
import { Section } from '@/components/ui/section/Section';
import type { EventDetail } from '@/lib/api/schemas/events';
import { EVENTS_COPY } from '@/lib/copy/events';
import { AddToCalendar } from './AddToCalendar';
import styles from './event-detail.module.scss';

/** The venue block: genre, participation area, outline and speakers, then the sanitised summary. */
export function EventVenue({ event, slug }: { event: EventDetail; slug: string }) {
  const { facts } = EVENTS_COPY;
  const rows = [
    [facts.venue, `${event.venue}, ${event.city}`],
    [facts.genre, event.genre],
    [facts.participationArea, event.participationArea],
    [facts.outline, event.outline],
    [facts.speakers, event.speakers],
  ].filter(([, value]) => value);

  return (
    <Section id="event-venue" heading={EVENTS_COPY.venueHeading}>
      <div className={styles.venue}>
        <div>
          <dl className={styles.facts}>
            {rows.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.calendar}>
            <AddToCalendar slug={slug} />
          </p>
        </div>
        <div>
          <h3>{EVENTS_COPY.summaryHeading}</h3>
          <RichText html={event.summaryHtml} />
        </div>
      </div>
    </Section>
  );
}
