import type { RecordSummary } from '@/lib/staff/cms/admin-schemas';
import { LocalTime } from '@/components/staff/LocalTime';
import styles from '../shell/staff.module.scss';

const TIMES = [
  ['publish_at', 'Goes live'],
  ['unpublish_at', 'Comes down'],
  ['closes_at', 'Applications close'],
  ['updated_at', 'Last edited'],
] as const;

/** A record's times that are set, each in the reader's zone. */
export function RecordTimes({ record }: { record: RecordSummary }) {
  const set = TIMES.filter(([field]) => record[field] !== null);
  if (set.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {set.map(([field, name]) => (
        <div key={field} className={styles.pair}>
          <dt>{name}</dt>
          <dd>
            <LocalTime at={record[field]!} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
