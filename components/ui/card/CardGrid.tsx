import { Children, type ReactNode } from 'react';
import styles from './card-grid.module.scss';

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
