import type { ReactNode } from 'react';
import styles from './technical-details.module.scss';

/** The raw terms behind a sentence, closed until asked for: for whoever has to look further. */
export function TechnicalDetails({ children }: { children: ReactNode }) {
  return (
    <details className={styles.details}>
      <summary>Technical details</summary>
      <p className={styles.raw}>{children}</p>
    </details>
  );
}
