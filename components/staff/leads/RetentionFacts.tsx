import { AUDIT_KEEP_DAYS, LEAD_RETENTION } from '@/lib/staff/leads/lead-retention';

/** How long the site keeps what: the rules its workers and the audit log enforce on their own. */
export function RetentionFacts({ deliveredDays }: { deliveredDays: number }) {
  return (
    <ul>
      <li>Delivered leads: deleted {deliveredDays} days after delivery (the CRM keeps its own copy).</li>
      <li>Rejected as spam: deleted {LEAD_RETENTION.rejectedDays} days after they arrived.</li>
      <li>Received, retrying, held and held-for-review leads: kept until they are delivered or erased.</li>
      <li>A lead’s alerts: kept with the lead and deleted with it.</li>
      <li>The console’s audit log: each entry deleted after a year ({AUDIT_KEEP_DAYS} days).</li>
    </ul>
  );
}
