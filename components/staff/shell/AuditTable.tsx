import { LocalTime } from '@/components/staff/LocalTime';
import type { AuditRecord } from '@/lib/staff/audit';
import { ListTable } from './ListTable';

const COLUMNS = ['When', 'Who', 'What', 'On', 'Result'] as const;

//** Audit lines, newest first; on phones each row stacks with its column names. */
export function AuditTable({ records }: { records: AuditRecord[] }) {
  return (
    <ListTable caption="Console actions, newest first" columns={COLUMNS}>
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
    </ListTable>
  );
}
