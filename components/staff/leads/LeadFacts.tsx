import { LocalTime } from '@/components/staff/LocalTime';
import styles from '@/components/staff/shell/staff.module.scss';
import type { Attribution } from '@/lib/leads/attribution';
import type { Lead } from '@/lib/leads/lead';
import { linkOf } from '@/lib/staff/leads/lead-links';
import { sourceSentences } from '@/lib/staff/leads/lead-source';
import { LeadStatusText } from './LeadStatusText';

/** Every field the visitor typed, named as their form names it, in its order; email and phone write or call. */
export function TypedFields({ fields, labels }: { fields: Lead['fields']; labels: Readonly<Record<string, string>> }) {
  return (
    <dl className={styles.facts}>
      {Object.entries(labels)
        .filter(([name]) => Object.hasOwn(fields, name))
        .map(([name, label]) => {
          const text = [fields[name] ?? []].flat().join(', ');
          const link = text && linkOf(name, fields);
          return (
            <div key={name} className={styles.pair}>
              <dt>{label}</dt>
              <dd>{link ? <a href={link}>{text}</a> : text || '(empty)'}</dd>
            </div>
          );
        })}
    </dl>
  );
}

/** Where the lead came from, as two sentences (lib/staff/leads/lead-source.ts). */
export function SourceFacts({ attribution }: { attribution: Attribution }) {
  return sourceSentences(attribution).map((sentence) => <p key={sentence}>{sentence}</p>);
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
