import type { ReactNode } from 'react';
import { STAFF_COPY } from '@/lib/copy/staff';
import { ConsoleFrame } from './ConsoleFrame';
import styles from './shell.module.scss';

/** The console's frame before anyone is signed in (sign-in, invitations): its name and one narrow column. */
export function SignedOutFrame({ children }: { children: ReactNode }) {
  return (
    <ConsoleFrame brand={<span className={styles.brand}>{STAFF_COPY.consoleName}</span>} narrow>
      {children}
    </ConsoleFrame>
  );
}
