import Link from 'next/link';
import type { Moment } from '@/lib/staff/content/schedule';
import { MOMENT_NAME, TYPE_NAME } from '@/lib/staff/words';
import { LocalTime } from '@/components/staff/LocalTime';
import { recordPage } from '@/lib/staff/screens';
import lists from '@/components/staff/shell/lists.module.scss';
import styles from '../shell/staff.module.scss';

/** Scheduled changes, soonest first: when, what happens, to which record. */
export function ScheduleList({ moments, empty }: { moments: readonly Moment[]; empty: string }) {
  if (moments.length === 0) return <p className={styles.hint}>{empty}</p>;
  return (
    <ul className={lists.cards} role="list">
      {moments.map(({ at, kind, record, waitsAsDraft }) => (
        <li key={`${record.type}/${record.slug}/${kind}`} className={lists.card}>
          <p className={styles.inline}>
            <strong>
              <LocalTime at={at} />
            </strong>
            <span className={styles.badge} data-waits={waitsAsDraft ? '' : undefined}>
              {waitsAsDraft ? `${MOMENT_NAME[kind]}: waits, still a draft` : MOMENT_NAME[kind]}
            </span>
          </p>
          <h3>
            <Link href={recordPage(record)}>{record.title}</Link>
          </h3>
          <p className={styles.hint}>
            {TYPE_NAME[record.type]}
            {waitsAsDraft && ' · Nothing changes for the public until someone publishes it.'}
          </p>
        </li>
      ))}
    </ul>
  );
}
