import { Children, type ReactNode } from 'react';
import { sizesFor } from '@/lib/breakpoints';
import styles from './card-grid.module.scss';

/** The `sizes` of an image that fills a card of this grid. */
export const CARD_GRID_SIZES = sizesFor({ base: 1, tablet: 2, laptop: 3 });

/** Cards in a 3/2/1-column list (above 991 px, above 767 px, below). */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <ul role="list" className={styles.grid}>
      {Children.map(children, (child) => (
        <li>{child}</li>
      ))}
    </ul>
  );
}
