import { LoadingStatus, Skeleton } from './Skeleton';
import styles from './article-skeleton.module.scss';

/** The placeholder of a detail page while it renders on demand: title, meta, hero image and text. */
export function ArticleSkeleton({ label }: { label: string }) {
  return (
    <div className={`container ${styles.article}`} aria-busy="true">
      <LoadingStatus label={label} />
      <Skeleton width="30%" height="0.9rem" />
      <Skeleton width="85%" height="2.6rem" className={styles.title} />
      <Skeleton width="40%" height="1rem" />
      <Skeleton height="auto" radius="lg" className={styles.hero} />
      <Skeleton lines={6} />
    </div>
  );
}
