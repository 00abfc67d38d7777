import Link from 'next/link';
import type { ReactNode } from 'react';
import { STAFF_COPY } from '@/lib/copy/staff';
import { signOut } from '@/lib/staff/sign-in/sign-out';
import { CONSOLE_HOME, navFor } from '@/lib/staff/nav';
import { ACCOUNT_PATH } from '@/lib/staff/paths';
import { ROLE_INFO, type StaffMember } from '@/lib/staff/roles';
import { ConsoleFrame } from './ConsoleFrame';
import { NavLinks } from './NavLinks';
import styles from './shell.module.scss';

/** The signed-in console around every page: who is signed in, the pages their role may open, sign out. */
export function ConsoleShell({ member, children }: { member: StaffMember; children: ReactNode }) {
  const entries = navFor(member.role).map(({ label, href }) => ({ label, href }));
  return (
    <ConsoleFrame
      brand={
        <Link href={CONSOLE_HOME} className={styles.brand}>
          {STAFF_COPY.consoleName}
        </Link>
      }
      who={
        <div className={styles.who}>
          <Link href={ACCOUNT_PATH} className={styles.person}>
            <span>{member.name}</span>
            <span className={styles.role}>{ROLE_INFO[member.role].label}</span>
          </Link>
          <form action={signOut}>
            <button type="submit" className={styles.signOut}>
              {STAFF_COPY.signOut}
            </button>
          </form>
        </div>
      }
      nav={
        <nav className={styles.nav} aria-label={STAFF_COPY.mainMenu}>
          <NavLinks entries={entries} />
        </nav>
      }
    >
      {children}
    </ConsoleFrame>
  );
}
