import type { ReactNode } from 'react';
import { STAFF_COPY } from '@/lib/copy/staff';
import { LocalTime } from '@/components/staff/LocalTime';
import type { Passkey } from '@/lib/staff/sign-in/passkeys';
import styles from './lists.module.scss';

const COPY = STAFF_COPY.passkeys;

/** A person's passkeys: where each lives, when it was added and last used; `action` renders a control for one. */
export function PasskeyList({ passkeys, action }: { passkeys: Passkey[]; action?: (passkey: Passkey) => ReactNode }) {
  if (passkeys.length === 0) return <p className={styles.muted}>{COPY.none}</p>;
  return (
    <ul className={styles.passkeys} role="list">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className={styles.passkey}>
          <span>
            {passkey.synced ? COPY.synced : COPY.oneDevice}. {COPY.added} <LocalTime at={passkey.createdAt} />,{' '}
            {passkey.lastUsedAt ? (
              <>
                {COPY.lastUsed} <LocalTime at={passkey.lastUsedAt} />
              </>
            ) : (
              COPY.neverUsed
            )}
            .
          </span>
          {action?.(passkey)}
        </li>
      ))}
    </ul>
  );
}
