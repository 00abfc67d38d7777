import { REVIEWS_COPY } from '@/lib/copy/reviews';
import styles from './star-rating.module.scss';

const MAX_STARS = 5;

/** Five stars, the first `stars` filled; read out once, as "Rated N out of 5" unless a label is given. */
export function StarRating({ stars, label }: { stars: number; label?: string }) {
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(stars)));
  return (
    <span className={styles.rating} role="img" aria-label={label ?? REVIEWS_COPY.rating(filled)}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" data-filled={index < filled}>
          <path d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z" />
        </svg>
      ))}
    </span>
  );
}
