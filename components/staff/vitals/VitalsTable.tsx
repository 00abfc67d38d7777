import { TechnicalDetails } from '@/components/staff/TechnicalDetails';
import { ListTable } from '@/components/staff/shell/ListTable';
import { METRIC_WORDS, P75_WORDS, pageTypeName } from '@/lib/staff/vitals/vitals-words';
import { METRICS } from '@/lib/vitals/contract';
import type { SummaryRow } from '@/lib/vitals/summary';
import { RATING_WORDS, figureOf } from '@/lib/vitals/words';
import styles from './vitals.module.scss';

const COLUMNS = ['Page type', 'Device', 'Measure', P75_WORDS, 'Views', 'Rating'] as const;

/** The raw names behind the words: what `npm run vitals` and Google's tools call them. */
function rawTerms(rows: readonly SummaryRow[]) {
  const pages = [...new Set(rows.map((row) => row.page))].map((page) => `${pageTypeName(page)}: ${page}`);
  const metrics = METRICS.map((metric) => `${METRIC_WORDS[metric].name}: ${metric}, ${METRIC_WORDS[metric].term}`);
  return [`${P75_WORDS}: the 75th percentile (p75) of the views`, ...metrics, ...pages].join('\n');
}

/** The summary as `npm run vitals` prints it, in words: a row per page type, device and measure. */
export function VitalsTable({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <>
      <ListTable
        caption="How fast each page type is, by device and measure: what 3 visitors in 4 got, the views counted and its rating"
        columns={COLUMNS}
      >
        {rows.map((row) => (
          <tr key={`${row.page} ${row.device} ${row.metric}`}>
            <td data-label="Page type">{pageTypeName(row.page)}</td>
            <td data-label="Device">{row.device}</td>
            <td data-label="Measure">{METRIC_WORDS[row.metric].name}</td>
            <td data-label={P75_WORDS}>{figureOf(row.metric, row.p75)}</td>
            <td data-label="Views">{row.count}</td>
            <td data-label="Rating">
              <span className={styles[row.rating]}>{RATING_WORDS[row.rating]}</span>
            </td>
          </tr>
        ))}
      </ListTable>
      <dl className={styles.measures} aria-label="What each measure means">
        {METRICS.map((metric) => (
          <div key={metric}>
            <dt>{METRIC_WORDS[metric].name}</dt>
            <dd>{METRIC_WORDS[metric].means}.</dd>
          </div>
        ))}
      </dl>
      <TechnicalDetails>{rawTerms(rows)}</TechnicalDetails>
    </>
  );
}
