import styles from './star-rating.module.scss';

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

/** Stars out of five, read out once as a number. */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          data-filled={index < Math.round(rating) ? '' : undefined}
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
