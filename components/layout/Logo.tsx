import Link from 'next/link';
import { site } from '@/lib/site';
import styles from './logo.module.scss';

/** The placeholder brand mark; a real brand replaces this file and the tokens. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link href="/" className={`${styles.logo} ${className ?? ''}`} aria-label={`${site.brand.name} home`}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--logo-mark, var(--color-primary))" />
        <path d="M9 11h14M16 11v12" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
        <circle cx="23" cy="22" r="3" fill="var(--color-accent)" />
      </svg>
      <span className={styles.name}>{site.brand.name}</span>
    </Link>
  );
}
