'use client';
import { useActionState, useEffect, useRef } from 'react';
import { InputField } from '@/components/staff/Field';
import { INITIAL_REDIRECT_FORM, type RedirectFormState } from '@/lib/staff/redirects/redirect-form';
import { Choices } from '../Choices';
import forms from '@/components/staff/shell/forms.module.scss';
import styles from '../shell/staff.module.scss';

interface AddRedirectFormProps {
  action: (previous: RedirectFormState, data: FormData) => Promise<RedirectFormState>;
}

const ADDRESSES = [
  {
    name: 'from',
    label: 'From (the old address)',
    hint: 'A path on this site, such as /spring-offer. It must have no page of its own.',
  },
  { name: 'to', label: 'To (where visitors should land)', hint: 'A path on this site, such as /pricing.' },
] as const;

const KINDS = [
  ['permanent', 'Permanent: the old address is gone for good (search engines move to the new one)'],
  ['temporary', 'Temporary: the old address will come back (a sale page, a campaign)'],
] as const;

/** From, to and the kind of move; a refusal of the CMS shows beside its field, with what was typed kept. */
export function AddRedirectForm({ action }: AddRedirectFormProps) {
  const [state, formAction, pending] = useActionState(action, INITIAL_REDIRECT_FORM);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state === INITIAL_REDIRECT_FORM) return;
    const first = (['from', 'to', 'kind'] as const).find((field) => state.errors[field]);
    const target = first ? form.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
    (target ?? form.current?.querySelector<HTMLElement>('[data-message]'))?.focus();
  }, [state]);
  const { values, errors } = state;
  return (
    <form ref={form} action={formAction} className={styles.form} aria-labelledby="add-heading" noValidate>
      {ADDRESSES.map(({ name, label, hint }) => (
        <InputField
          key={name}
          id={`redirect-${name}`}
          name={name}
          label={label}
          hint={hint}
          defaultValue={values[name]}
          error={errors[name]}
          autoComplete="off"
          spellCheck={false}
        />
      ))}
      <Choices
        id="redirect-kind"
        name="kind"
        legend="Kind of move"
        options={KINDS}
        checked={values.kind}
        error={errors.kind}
      />
      <p className={state.status === 'added' ? styles.hint : styles.error} role="status" tabIndex={-1} data-message>
        {state.message}
      </p>
      <button type="submit" className={forms.primary} disabled={pending}>
        Add redirect
      </button>
    </form>
  );
}
