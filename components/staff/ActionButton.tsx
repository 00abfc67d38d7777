'use client';
import { useActionState } from 'react';
import type { ActionNote } from '@/lib/staff/action-note';
import forms from '@/components/staff/shell/forms.module.scss';
import styles from './shell/staff.module.scss';

interface ActionButtonProps {
  /** A server action that checks the role, makes the change and records it. */
  action: (previous: ActionNote, data: FormData) => Promise<ActionNote>;
  /** Sent with the press, such as the id of the link to revoke. */
  fields: Readonly<Record<string, string>>;
  label: string;
  /** The button's name for assistive tech when `label` alone is ambiguous in a list ("Revoke link 42"). */
  accessibleLabel: string;
  /** How the button looks: a removal (the default) or an ordinary step (release, retry). */
  tone?: 'danger' | 'secondary';
}

/** One button that posts one change, and says beside it how that went. */
export function ActionButton({ action, fields, label, accessibleLabel, tone = 'danger' }: ActionButtonProps) {
  const [note, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction} className={styles.inline}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={forms[tone]} aria-label={accessibleLabel} disabled={pending}>
        {label}
      </button>
      <span role="status" className={note && !note.ok ? styles.error : styles.hint}>
        {note?.message}
      </span>
    </form>
  );
}
