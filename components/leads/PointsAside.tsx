import { PointList, type Point } from './PointList';
import styles from './lead-page.module.scss';

/** A titled list of points beside a page's main column (next steps, benefits). */
export function PointsAside({
  id,
  heading,
  points,
  ordered,
}: {
  id: string;
  heading: string;
  points: readonly Point[];
  ordered?: boolean;
}) {
  return (
    <aside className={styles.aside} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.asideHeading}>
        {heading}
      </h3>
      <PointList points={points} ordered={ordered} headingLevel="h4" />
    </aside>
  );
}
