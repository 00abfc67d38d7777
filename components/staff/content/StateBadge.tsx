import type { RecordState } from '@/lib/staff/cms/admin-schemas';
import { STATE_NAME } from '@/lib/staff/words';
import styles from '../shell/staff.module.scss';

export function StateBadge({ state }: { state: RecordState }) {
  return (
    <span className={styles.badge} data-state={state}>
      {STATE_NAME[state]}
    </span>
  );
}
