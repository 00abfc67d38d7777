'use client';
import { useActionState } from 'react';
import { InputField } from '@/components/staff/Field';
import { Problem } from '@/components/staff/shell/Notice';
import { CONFIRM_FIELD, INITIAL_DELETE, type DeleteState } from '@/lib/staff/editor/delete-form';
import forms from '@/components/staff/shell/forms.module.scss';

interface DeleteFormProps {
  collection: string;
  slug: string;
  noun: string;
  /** Checks the role and the typed slug, deletes, and sends the browser on; or says why not. */
  action: (previous: DeleteState, data: FormData) => Promise<DeleteState>;
}

/** The record's slug typed to confirm, and the danger button; what was typed stays after a refusal. */
export function DeleteForm({ collection, slug, noun, action }: DeleteFormProps) {
  const [state, dispatch, pending] = useActionState(action, INITIAL_DELETE);
  return (
    <form action={dispatch} className={forms.stack}>
      <input type="hidden" name="collection" value={collection} />
      <input type="hidden" name="slug" value={slug} />
      <InputField
        id="delete-confirm"
        name={CONFIRM_FIELD}
        label={`To confirm, type “${slug}”`}
        hint="Its web address (slug), as in the heading at the top."
        defaultValue={state.typed}
        error={state.mismatch}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={200}
        required
      />
      {state.problem && <Problem>{state.problem}</Problem>}
      <button type="submit" className={forms.danger} disabled={pending}>
        {pending ? 'Deleting…' : `Delete this ${noun}`}
      </button>
    </form>
  );
}
