import Link from 'next/link';
import { LocalTime } from '@/components/staff/LocalTime';
import lists from '@/components/staff/shell/lists.module.scss';
import { campaignOf } from '@/lib/leads/attribution';
import type { Lead } from '@/lib/leads/lead';
import { personOf } from '@/lib/leads/lead-query';
import { pathOf } from '@/lib/staff/lead-chart';
import { FORM_NAME } from '@/lib/staff/lead-words';
import { LeadStatusText } from './LeadStatusText';
import styles from './leads.module.scss';

const COLUMNS = ['Received', 'From', 'Form and page', 'Campaign', 'State'] as const;

/** One row a lead, newest first; the person's name opens the lead. On phones each row stacks. */
export function LeadTable({ leads }: { leads: readonly Lead[] }) {
  return (
    <table className={lists.table}>
      <caption className="visually-hidden">Leads, newest first</caption>
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
        {leads.map((lead) => {
          const person = personOf(lead.fields);
          return (
            <tr key={lead.id}>
              <td data-label="Received">
                <LocalTime at={lead.createdAt} />
              </td>
              <td data-label="From">
                <span className={styles.who}>
                  <Link href={`/staff/leads/${lead.id}`}>{person.name || person.email || 'No name given'}</Link>
                  <span>{person.email}</span>
                  {person.company && <span>{person.company}</span>}
                </span>
              </td>
              <td data-label="Form and page">
                {FORM_NAME[lead.formId]}, {pathOf(lead.pageUrl)}
              </td>
              <td data-label="Campaign">{campaignOf(lead.attribution) ?? 'None'}</td>
              <td data-label="State">
                <LeadStatusText lead={lead} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
