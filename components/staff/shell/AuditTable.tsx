import { LocalTime } from '@/components/staff/LocalTime';
import { TechnicalDetails } from '@/components/staff/TechnicalDetails';
import type { AuditRecord } from '@/lib/staff/audit/audit';
import { auditDetails, auditSentence } from '@/lib/staff/audit/audit-words';
import { ListTable } from './ListTable';

const COLUMNS = ['When', 'Who', 'What happened'] as const;

/** Audit lines, newest first, each a sentence with the raw line behind it; on phones each row stacks. */
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
          <td data-label="What happened">
            {auditSentence(record)}
            <TechnicalDetails>{auditDetails(record)}</TechnicalDetails>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
