import Link from 'next/link';
import { previewPath } from '@/lib/preview/paths';
import type { RecordSummary } from '@/lib/staff/cms/admin-schemas';
import { recordPage } from '@/lib/staff/screens';
import { TYPE_NAME } from '@/lib/staff/words';
import { RecordTimes } from './RecordTimes';
import { StateBadge } from './StateBadge';
import lists from '@/components/staff/shell/lists.module.scss';
import styles from '../shell/staff.module.scss';

/** Each record with its state and times, linked to its page in the console and, when live, to the public page. */
export function RecordList({ records }: { records: readonly RecordSummary[] }) {
  if (records.length === 0) return <p className={styles.lead}>Nothing matches: choose other states or types above.</p>;
  return (
    <ul className={lists.cards} role="list">
      {records.map((record) => (
        <li key={`${record.type}/${record.slug}`} className={lists.card}>
          <h3>
            <Link href={recordPage(record)}>{record.title}</Link>
          </h3>
          <p className={styles.inline}>
            <StateBadge state={record.state} />
            <span className={styles.hint}>
              {TYPE_NAME[record.type]} · {record.slug}
            </span>
          </p>
          <RecordTimes record={record} />
          <p className={styles.links}>
            <Link href={recordPage(record)}>
              Preview links and state<span className="visually-hidden"> of {record.title}</span>
            </Link>
            {record.state === 'live' && (
              <a href={previewPath(record.type, record.slug)}>
                Live page<span className="visually-hidden"> of {record.title}</span>
              </a>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
