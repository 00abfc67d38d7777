import { RichText } from '@/components/content/RichText';
import type { EventDetail } from '@/lib/api/schemas/events';
import { EVENTS_COPY } from '@/lib/copy/events';
import styles from './event-detail.module.scss';

/** The venue block: genre, participation area, outline and speakers, then the sanitised summary. */
export function EventVenue({ event }: { event: EventDetail }) {
  const { facts } = EVENTS_COPY;
  const rows = [
    [facts.venue, `${event.venue}, ${event.city}`],
    [facts.genre, event.genre],
    [facts.participationArea, event.participationArea],
    [facts.outline, event.outline],
    [facts.speakers, event.speakers],
  ].filter(([, value]) => value);

  return (
    <section className="section" aria-labelledby="event-venue">
      <div className={`container ${styles.venue}`}>
        <div>
          <h2 id="event-venue">{EVENTS_COPY.venueHeading}</h2>
          <dl className={styles.facts}>
            {rows.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h2>{EVENTS_COPY.summaryHeading}</h2>
          <RichText html={event.summaryHtml} />
        </div>
      </div>
    </section>
  );
}
