import { LocalTime } from '@/components/staff/LocalTime';
import styles from '@/components/staff/content/staff.module.scss';
import { TOUCH_KEYS, type Touch } from '@/lib/leads/attribution';
import type { Lead } from '@/lib/leads/lead';
import { LeadStatusText } from './LeadStatusText';

/** Every field as the visitor typed it, by the form's own names; a repeated field (the skills) in one line. */
export function TypedFields({ fields }: { fields: Lead['fields'] }) {
  return (
    <dl className={styles.facts}>
      {Object.entries(fields).map(([name, value]) => (
        <div key={name} className={styles.pair}>
          <dt>{name}</dt>
          <dd>{[value].flat().join(', ') || '(empty)'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One touch's recorded keys, or a sentence when it recorded none. */
export function TouchFacts({ touch }: { touch: Touch }) {
  const known = TOUCH_KEYS.filter((key) => touch[key]);
  if (!known.length) return <p>Nothing recorded.</p>;
  return (
    <dl className={styles.facts}>
      {known.map((key) => (
        <div key={key} className={styles.pair}>
          <dt>{key}</dt>
          <dd>{touch[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where the lead is on its way: its state, attempts, last error and times. */
export function DeliveryFacts({ lead }: { lead: Lead }) {
  const rows: [string, React.ReactNode][] = [
    ['State', <LeadStatusText key="state" lead={lead} />],
    ['Received', <LocalTime key="received" at={lead.createdAt} />],
    ['Delivery (re)started', <LocalTime key="queued" at={lead.queuedAt} />],
    ['Attempts', String(lead.attempts)],
    ['Last error', lead.lastError ?? 'None'],
    ['Last change', <LocalTime key="changed" at={lead.updatedAt} />],
  ];
  if (lead.state === 'pending')
    rows.push([
      'Next try',
      lead.nextAttemptAt ? <LocalTime key="next" at={lead.nextAttemptAt} /> : 'As the shared queue schedules it',
    ]);
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.pair}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
