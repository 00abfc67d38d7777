import type { ChartRow } from '@/lib/staff/leads/lead-chart';
import styles from './leads.module.scss';

/**
 * A small bar chart that is a table: each row's count is text (what a screen reader reads) and its bar, drawn
 * beside it from the same number in inline SVG, is hidden from assistive tech. Server-rendered: no chart library.
 */
export function LeadChart({ caption, rows, by }: { caption: string; rows: readonly ChartRow[]; by: string }) {
  if (!rows.length)
    return (
      <p>
        <strong>{caption}</strong>: none in these days yet.
      </p>
    );
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <table className={styles.chart}>
      <caption>{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{by}</th>
          <th scope="col">Leads</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>
              <span className={styles.barRow}>
                {/* SVG's own width attribute: the console's CSP allows no inline style. */}
                <svg className={styles.bar} aria-hidden="true" focusable="false">
                  <rect width={`${Math.max(2, (row.count / most) * 100)}%`} height="100%" fill="currentColor" />
                </svg>
                {row.count}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
