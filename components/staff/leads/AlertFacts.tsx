import { LocalTime } from '@/components/staff/LocalTime';
import styles from '@/components/staff/shell/staff.module.scss';
import type { AlertChannel, AlertRecord } from '@/lib/alerts/alert';

const CHANNEL_NAME: Record<AlertChannel, string> = {
  email: 'Email to sales',
  chat: 'Chat message',
  autoreply: 'Reply to the visitor',
};

/** Each alert the lead raised: the channel, its state in words, and when it went. */
export function AlertFacts({ alerts }: { alerts: readonly AlertRecord[] }) {
  if (!alerts.length)
    return <p>None yet: alerts are raised as the lead starts on its way, when email or chat alerts are set up.</p>;
  return (
    <dl className={styles.facts}>
      {alerts.map((alert) => (
        <div key={alert.channel} className={styles.pair}>
          <dt>{CHANNEL_NAME[alert.channel]}</dt>
          <dd>
            {alert.stateInWords}
            {alert.sentAt !== null && (
              <>
                {' '}
                (<LocalTime at={alert.sentAt} />)
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
