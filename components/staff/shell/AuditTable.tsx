import { LocalTime } from '@/components/staff/LocalTime';
import type { AuditRecord } from '@/lib/staff/audit';
import styles from './lists.module.scss';

const COLUMNS = ['When', 'Who', 'What', 'On', 'Result'] as const;

/**
 * Audit lines, newest first; on phones each row stacks with its column names. Not the site's DataTable: a console
 * page sharing a public component's stylesheet gets its own styles merged into that stylesheet, which public pages
 * then load (measured with components/ui/table: the console's CSS arrived on /pricing).
 */
export function AuditTable({ records }: { records: AuditRecord[] }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Console actions, newest first</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {records.map((record, index) => (
          <tr key={`${record.at}-${index}`}>
            <td data-label="When">
              <LocalTime at={record.at} />
            </td>
            <td data-label="Who">
              {record.name}
              {record.email && ` (${record.email})`}
            </td>
            <td data-label="What">{record.action}</td>
            <td data-label="On">{record.target}</td>
            <td data-label="Result">{record.result}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
