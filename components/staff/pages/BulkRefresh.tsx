import Link from 'next/link';
import type { ComponentProps } from 'react';
import forms from '@/components/staff/shell/forms.module.scss';
import { FAMILY_NAMES, targetValue, type RefreshTarget } from '@/lib/staff/pages/refresh-scope';
import { count } from '@/lib/text/count';
import { RefreshForm } from './RefreshForm';
import styles from './pages.module.scss';

type Kind = keyof typeof FAMILY_NAMES;
interface BulkRefreshProps {
  refresh: ComponentProps<typeof RefreshForm>['action'];
  /** How many of each the live site lists; null when the CMS did not answer. */
  counts: Record<Kind, number> | null;
  /** Every page of the site, for the confirmation. */
  total: number | null;
  mayRefreshEverything: boolean;
  confirming: boolean;
}

const label = (of: Kind, counts: BulkRefreshProps['counts']) =>
  `Refresh every ${FAMILY_NAMES[of][0]}${counts ? ` (${counts[of]})` : ''}`;

/** Refresh a whole kind of page, and, for an admin after a confirmation that says how many pages, everything. */
export function BulkRefresh({ refresh, counts, total, mayRefreshEverything, confirming }: BulkRefreshProps) {
  const everything: RefreshTarget = { kind: 'all' };
  return (
    <section aria-labelledby="bulk-heading" className={styles.panel}>
      <h2 id="bulk-heading">Refresh many pages</h2>
      <ul className={styles.bulk}>
        {(Object.keys(FAMILY_NAMES) as Kind[]).map((of) => (
          <li key={of}>
            <RefreshForm action={refresh} target={targetValue({ kind: 'every', of })} label={label(of, counts)} />
          </li>
        ))}
      </ul>
      {mayRefreshEverything && !confirming && (
        <p>
          <Link href="/staff/pages?confirm=all#bulk-heading">Refresh everything…</Link>
        </p>
      )}
      {mayRefreshEverything && confirming && (
        <div role="group" aria-labelledby="confirm-heading" className={styles.confirm}>
          <h3 id="confirm-heading">Refresh everything?</h3>
          <p>
            This marks {total === null ? 'every page' : `all ${count(total, 'page')}`} of the site for a re-render: the
            home, lists, feeds and sitemaps re-render now, every other page at its next visit. Visitors keep getting the
            current pages until then.
          </p>
          <RefreshForm action={refresh} target={targetValue(everything)} label="Yes, refresh everything" confirmed />
          <Link href="/staff/pages" className={`${forms.secondary} ${styles.cancel}`}>
            Cancel
          </Link>
        </div>
      )}
    </section>
  );
}
