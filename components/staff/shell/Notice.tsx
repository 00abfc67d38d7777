import type { ReactNode } from 'react';
import styles from './forms.module.scss';

/** What just happened (an action's result): announced politely. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.notice}>
      {children}
    </p>
  );
}

/** What went wrong, and what to do. */
export function Problem({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={styles.problem}>
      {children}
    </p>
  );
}
