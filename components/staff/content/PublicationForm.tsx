'use client';
import { useActionState, useEffect, useRef, useSyncExternalStore } from 'react';
import { InputField } from '@/components/staff/Field';
import type { RecordSummary } from '@/lib/staff/cms/admin-schemas';
import { INITIAL_PUBLICATION_FORM, type PublicationFormState } from '@/lib/staff/content/publication-form';
import { isoFromLocalInput, localInputValue } from '@/lib/staff/time-format';
import { Choices } from '../Choices';
import { TakeDownQuestion } from './TakeDownQuestion';
import forms from '@/components/staff/shell/forms.module.scss';
import styles from '../shell/staff.module.scss';
import { RefreshProgress } from '@/components/staff/pages/RefreshProgress';

interface PublicationFormProps {
  record: RecordSummary;
  action: (previous: PublicationFormState, data: FormData) => Promise<PublicationFormState>;
}

const STATES = [
  ['draft', 'Draft: only people with a preview link see it'],
  ['published', 'Published: the public sees it from the time below (at once if none)'],
] as const;

const TIMES = [
  {
    field: 'publish_at',
    id: 'publish-at',
    label: 'Goes live at',
    hint: 'Leave empty to go live as soon as it is published.',
  },
  { field: 'unpublish_at', id: 'unpublish-at', label: 'Comes down at', hint: 'Leave empty to keep it up.' },
] as const;

const noChanges = () => () => undefined;
/** A value only the browser knows (its zone, a time in it): empty in the server's HTML, filled once hydrated. */
const useBrowserValue = (read: () => string) => useSyncExternalStore(noChanges, read, () => '');

/** Draft or published (chosen), and the two times typed in the reader's zone; the browser sends them as ISO 8601. */
const noop = () => {};

export function PublicationForm({ record, action }: PublicationFormProps) {
  const [state, dispatch, pending] = useActionState(action, INITIAL_PUBLICATION_FORM);
  const zone = useBrowserValue(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const stored = {
    publish: useBrowserValue(() => localInputValue(record.publish_at)),
    unpublish: useBrowserValue(() => localInputValue(record.unpublish_at)),
  };
  const values = state.values ?? {
    status: record.status,
    publishAtLocal: stored.publish,
    unpublishAtLocal: stored.unpublish,
  };
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // The take-down question takes the focus itself.
    if (state === INITIAL_PUBLICATION_FORM || state.status === 'confirm') return;
    // Focus goes to the first field to fix, or to the message that says what happened.
    const first = (['status', 'publish_at', 'unpublish_at'] as const).find((field) => state.errors[field]);
    const target = first ? form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`) : null;
    (target ?? form.current?.querySelector<HTMLElement>('[data-message]'))?.focus();
  }, [state]);

  // What was typed goes as it is (to refill the form) and as the instant it means in this zone.
  const submit = (data: FormData) => {
    data.set('publish_at', isoFromLocalInput(String(data.get('publish_at_local') ?? '')));
    data.set('unpublish_at', isoFromLocalInput(String(data.get('unpublish_at_local') ?? '')));
    dispatch(data);
  };
  // Kept live: the state chosen goes back to the stored one, as nothing was saved.
  const keepLive = () => {
    const stored = form.current?.querySelector<HTMLInputElement>(`input[name="status"][value="${record.status}"]`);
    if (stored) stored.checked = true;
  };
  const zoneHint = zone ? `In your time zone (${zone}).` : 'In your time zone.';
  return (
    <form ref={form} action={submit} className={styles.form} aria-label="State and schedule" noValidate>
      <input type="hidden" name="type" value={record.type} />
      <input type="hidden" name="slug" value={record.slug} />
      <Choices
        id="publication-status"
        name="status"
        legend="State"
        options={STATES}
        checked={values.status}
        error={state.errors.status}
      />
      {TIMES.map(({ field, id, label, hint }) => (
        <InputField
          key={field}
          id={id}
          name={`${field}_local`}
          type="datetime-local"
          label={label}
          hint={`${zoneHint} ${hint}`}
          defaultValue={field === 'publish_at' ? values.publishAtLocal : values.unpublishAtLocal}
          error={state.errors[field]}
          data-field={field}
        />
      ))}
      <p className={state.status === 'saved' ? styles.hint : styles.error} role="status" tabIndex={-1} data-message>
        {state.message}
      </p>
      {state.going && <RefreshProgress key={state.going.id} start={state.going} onDone={noop} />}
      <button type="submit" className={forms.primary} disabled={pending}>
        Save state and schedule
      </button>
      <TakeDownQuestion record={record} asked={state.status === 'confirm' ? state : null} onKeep={keepLive} />
    </form>
  );
}
