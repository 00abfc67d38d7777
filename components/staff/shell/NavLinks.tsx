'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { StaffNavEntry } from '@/lib/staff/nav';
import styles from './shell.module.scss';

/** The console's navigation, the current page marked for eyes and screen readers alike. */
export function NavLinks({ entries }: { entries: Pick<StaffNavEntry, 'label' | 'href'>[] }) {
  const pathname = usePathname();
  return (
    <ul className={styles.navList} role="list">
      {entries.map(({ label, href }) => {
        const current = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <li key={href}>
            <Link href={href} className={styles.navLink} aria-current={current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
