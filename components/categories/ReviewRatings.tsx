import { StarRating } from '@/components/sections/StarRating';
import { CATEGORY_COPY, REVIEW_RATINGS } from '@/lib/copy/categories';
import styles from './review-ratings.module.scss';

/** The review-site ratings under a category banner (placeholders, spec 000 §9). */
export function ReviewRatings() {
  return (
    <ul role="list" className={styles.ratings} aria-label={CATEGORY_COPY.banner.ratingsLabel}>
      {REVIEW_RATINGS.map(({ site, rating }) => (
        <li key={site} className={styles.rating}>
          <strong>{rating}</strong>
          <StarRating stars={rating} label={CATEGORY_COPY.banner.ratingOutOf(rating)} />
          <span>{site}</span>
        </li>
      ))}
    </ul>
  );
}
