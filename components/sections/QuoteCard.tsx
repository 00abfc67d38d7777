import { StarRating } from './StarRating';
import styles from './quote-card.module.scss';

export interface Quote {
  quote: string;
  name: string;
  role: string;
}

/** A client's words with their name and role; a star rating above when the quote has one. */
export function QuoteCard({ quote, name, role, rating }: Quote & { rating?: number }) {
  return (
    <figure className={styles.card}>
      {rating !== undefined && <StarRating stars={rating} />}
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.name}>{name}</span>
        <span className={styles.role}>{role}</span>
      </figcaption>
    </figure>
  );
}
