'use client';
import { useActionState, useId } from 'react';
import { invitePerson } from '@/lib/staff/people/actions';
import type { InviteState } from '@/lib/staff/people/invite-state';
import { STAFF_ROLES, ROLE_INFO } from '@/lib/staff/roles';
import { CopyButton } from '@/components/staff/CopyButton';
import { RoleSelect } from './RoleSelect';
import styles from './forms.module.scss';

/** Invite someone: their email and role; the answer is the one-time link to send them (24 h, single use). */
export function InviteForm() {
  const [state, invite, pending] = useActionState<InviteState, FormData>(invitePerson, null);
  const ids = { email: useId(), role: useId(), roles: useId(), error: useId() };
  const error = state && 'error' in state ? state.error : null;
  return (
    <>
      <form action={invite} className={styles.inline}>
        <div className={styles.field}>
          <label htmlFor={ids.email}>Email address</label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={ids.error}
          />
        </div>
        <RoleSelect id={ids.role} label="Role" defaultValue="editor" describedBy={ids.roles} />
        <button type="submit" className={styles.primary} disabled={pending}>
          Create invitation link
        </button>
      </form>
      <ul id={ids.roles} className={styles.hint}>
        {STAFF_ROLES.map((role) => (
          <li key={role}>
            <strong>{ROLE_INFO[role].label}</strong>: {ROLE_INFO[role].summary}
          </li>
        ))}
      </ul>
      <p id={ids.error} role="alert" className={error ? styles.error : styles.empty}>
        {error}
      </p>
      {state && 'link' in state && (
        <div role="status" className={styles.notice}>
          <p>
            Send this link to {state.email} ({ROLE_INFO[state.role].label}). It works once, for 24 hours
            {state.existing ? '; they are already here, so it adds a passkey to their account' : ''}.
          </p>
          <p className={styles.link}>
            <code data-testid="invitation-link">{state.link}</code>
          </p>
          <CopyButton text={state.link} label="Copy the link" />
        </div>
      )}
    </>
  );
}
