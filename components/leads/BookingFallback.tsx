import { BOOK_EVENT_COPY } from '@/lib/copy/book-event';
import { UI_COPY } from '@/lib/copy/ui';
import { SalesContacts } from './SalesContacts';
import styles from './booking-fallback.module.scss';

const COPY = BOOK_EVENT_COPY.fallback;

/** What replaces the booking calendar when it cannot load: book by email or phone instead. */
export function BookingFallback({ bookingUrl }: { bookingUrl: string }) {
  return (
    <div className={styles.fallback} role="region" aria-labelledby="booking-fallback-title">
      <h3 id="booking-fallback-title" className={styles.heading}>
        {COPY.heading}
      </h3>
      <p className={styles.text}>{COPY.text}</p>
      <SalesContacts />
      <p className={styles.text}>
        <a href={bookingUrl} target="_blank" rel="noopener noreferrer">
          {COPY.calendar}
          <span className="visually-hidden">{UI_COPY.newTab}</span>
        </a>
      </p>
    </div>
  );
}
