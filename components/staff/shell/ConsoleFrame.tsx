import type { ReactNode } from 'react';
import { STAFF_COPY } from '@/lib/copy/staff';
import styles from './shell.module.scss';

interface ConsoleFrameProps {
  /** The console's name as the header shows it: a link home once signed in. */
  brand: ReactNode;
  /** The header's right side: who is signed in, and sign out. */
  who?: ReactNode;
  nav?: ReactNode;
  narrow?: boolean;
  children: ReactNode;
}

/** Every console page's frame: the skip link, the header bar, an optional navigation row, the page. */
export function ConsoleFrame({ brand, who, nav, narrow, children }: ConsoleFrameProps) {
  return (
    <div className={styles.console}>
      <a href="#staff-content" className={styles.skipLink}>
        {STAFF_COPY.skipLink}
      </a>
      <header className={styles.header}>
        {brand}
        {who}
      </header>
      {nav}
      <main id="staff-content" className={narrow ? `${styles.main} ${styles.narrow}` : styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
