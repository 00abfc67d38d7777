import { STAFF_COPY } from '@/lib/copy/staff';
import { withdrawInvitation } from '@/lib/staff/people/actions';
import { LocalTime } from '@/components/staff/LocalTime';
import type { Invitation } from '@/lib/staff/sign-in/invitations';
import { ROLE_INFO } from '@/lib/staff/roles';
import forms from './forms.module.scss';
import styles from './lists.module.scss';

/** Invitations sent and not yet used: for whom, as what, until when; each can be withdrawn. */
export function WaitingInvitations({ invitations }: { invitations: Invitation[] }) {
  if (invitations.length === 0) return <p className={styles.muted}>{STAFF_COPY.people.noneWaiting}</p>;
  return (
    <ul className={styles.passkeys} role="list">
      {invitations.map((invitation) => (
        <li key={invitation.id} className={styles.passkey}>
          <span>
            {invitation.email} · {ROLE_INFO[invitation.role].label} · {STAFF_COPY.people.until}{' '}
            <LocalTime at={invitation.expiresAt} />
          </span>
          <form action={withdrawInvitation}>
            <input type="hidden" name="invitation" value={invitation.id} />
            <button
              type="submit"
              className={forms.danger}
              aria-label={`${STAFF_COPY.people.withdraw}: ${invitation.email}`}
            >
              {STAFF_COPY.people.withdraw}
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}
