import { ActionButton } from '@/components/staff/ActionButton';
import lists from '@/components/staff/shell/lists.module.scss';
import styles from '@/components/staff/shell/staff.module.scss';
import type { Lead } from '@/lib/leads/lead';
import { eraseLeadPersonAction, releaseLeadAction, retryLeadAction } from '@/lib/staff/leads/actions';
import { ErasureFacts } from './ErasureFacts';

/** What a person may do with this lead: release it, retry it, or erase its person (after reading what that means). */
export function LeadActions({ lead }: { lead: Lead }) {
  const fields = { id: lead.id };
  return (
    <div className={styles.section}>
      {lead.state === 'rejected' && (
        <ActionButton
          action={releaseLeadAction}
          fields={fields}
          label="Not spam: deliver it"
          accessibleLabel="Not spam: deliver it"
          tone="secondary"
        />
      )}
      {(lead.state === 'dead' || (lead.state === 'pending' && lead.attempts > 0)) && (
        <ActionButton
          action={retryLeadAction}
          fields={fields}
          label="Retry now"
          accessibleLabel="Retry now"
          tone="secondary"
        />
      )}
      <details className={lists.confirm}>
        <summary>Erase this person…</summary>
        <ErasureFacts />
        <ActionButton
          action={eraseLeadPersonAction}
          fields={fields}
          label="Erase this person"
          accessibleLabel="Erase this person and every lead of their address"
        />
      </details>
    </div>
  );
}
