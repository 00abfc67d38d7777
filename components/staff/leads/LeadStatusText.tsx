import { LocalTime } from '@/components/staff/LocalTime';
import type { Lead } from '@/lib/leads/lead';
import { STATUS_LABEL, statusOf } from '@/lib/staff/leads/lead-words';
import { count } from '@/lib/text/count';
import styles from './leads.module.scss';

/** What happened to the lead, in words, and what comes next. */
function Detail({ lead }: { lead: Lead }) {
  const status = statusOf(lead);
  switch (status.kind) {
    case 'received':
      return <>Waiting for its first delivery.</>;
    case 'delivered':
      return (
        <>
          To the {lead.formId === 'quote' ? 'CMS' : 'CRM'} on <LocalTime at={status.at} />.
        </>
      );
    case 'retrying':
      return (
        <>
          {count(status.attempts, 'attempt')} failed{status.error && ` (${status.error})`}
          {status.nextAt ? (
            <>
              ; next try <LocalTime at={status.nextAt} />.
            </>
          ) : (
            `; retrying, attempt ${status.attempts + 1} next.`
          )}
        </>
      );
    case 'held':
      return <>Refused or given up: {status.error ?? 'no reason recorded'}. Fix the cause, then retry it.</>;
    case 'rejected':
      return <>Caught because {status.check}.</>;
    case 'review':
      return <>Held: check it. Flagged because {status.check}, which a person may do too; deliver it if it is real.</>;
  }
}

export function LeadStatusText({ lead }: { lead: Lead }) {
  return (
    <span className={styles.status}>
      <span className={styles.label}>{STATUS_LABEL[statusOf(lead).kind]}</span>
      <span className={styles.detail}>
        <Detail lead={lead} />
      </span>
    </span>
  );
}
