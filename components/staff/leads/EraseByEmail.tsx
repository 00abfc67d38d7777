'use client';
import { useActionState } from 'react';
import { InputField } from '@/components/staff/Field';
import forms from '@/components/staff/shell/forms.module.scss';
import type { ActionNote } from '@/lib/staff/action-note';

interface EraseByEmailProps {
  /** Checks the role, erases and suppresses the address, and audits who did it (not whom). */
  action: (previous: ActionNote, data: FormData) => Promise<ActionNote>;
}

/** The address to erase, and what came of it, said beside the button. */
export function EraseByEmail({ action }: EraseByEmailProps) {
  const [note, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction} className={forms.stack}>
      <InputField
        id="erase-email"
        name="email"
        type="email"
        label="Their email address"
        required
        maxLength={254}
        autoComplete="off"
        error={note && !note.ok ? note.message : undefined}
      />
      <button type="submit" className={forms.danger} disabled={pending}>
        Erase this person
      </button>
      <p role="status" className={forms.hint}>
        {note?.ok && note.message}
      </p>
    </form>
  );
}
