import Link from 'next/link';
import { LocalTime } from '@/components/staff/LocalTime';
import { ListTable } from '@/components/staff/shell/ListTable';
import { formDisplayName } from '@/lib/forms/definitions';
import { campaignOf } from '@/lib/leads/attribution';
import type { Lead } from '@/lib/leads/lead';
import { personOf } from '@/lib/leads/lead-query';
import { pathOf } from '@/lib/staff/leads/lead-chart';
import { LeadStatusText } from './LeadStatusText';
import styles from './leads.module.scss';

const COLUMNS = ['Received', 'From', 'Form and page', 'Campaign', 'State'] as const;

/** One row a lead, newest first; the person's name opens the lead. On phones each row stacks. */
export function LeadTable({ leads }: { leads: readonly Lead[] }) {
  return (
    <ListTable caption="Leads, newest first" columns={COLUMNS}>
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
              {formDisplayName(lead.formId)}, {pathOf(lead.pageUrl)}
            </td>
            <td data-label="Campaign">{campaignOf(lead.attribution) ?? 'None'}</td>
            <td data-label="State">
              <LeadStatusText lead={lead} />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}
