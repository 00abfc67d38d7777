import { ListTable } from '@/components/staff/shell/ListTable';
import type { SummaryRow } from '@/lib/vitals/summary';
import { RATING_WORDS, figureOf } from '@/lib/vitals/words';
import styles from './vitals.module.scss';

const COLUMNS = ['Page type', 'Device', 'Metric', 'p75', 'Views', 'Rating'] as const;

/** The summary as `npm run vitals` prints it: a row per page type, device and metric. */
export function VitalsTable({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <ListTable caption="p75 per page type, device and metric, with the views counted and its rating" columns={COLUMNS}>
      {rows.map((row) => (
        <tr key={`${row.page} ${row.device} ${row.metric}`}>
          <td data-label="Page type">{row.page}</td>
          <td data-label="Device">{row.device}</td>
          <td data-label="Metric">{row.metric}</td>
          <td data-label="p75">{figureOf(row.metric, row.p75)}</td>
          <td data-label="Views">{row.count}</td>
          <td data-label="Rating">
            <span className={styles[row.rating]}>{RATING_WORDS[row.rating]}</span>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
