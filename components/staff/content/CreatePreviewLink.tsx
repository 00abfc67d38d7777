'use client';
import { useActionState, useEffect, useRef } from 'react';
import type { RecordRef } from '@/lib/staff/content/record-ref';
import { INITIAL_PREVIEW_LINK, type PreviewLinkState } from '@/lib/staff/content/preview-link-form';
import { CopyButton } from '@/components/staff/CopyButton';
import { LocalTime } from '@/components/staff/LocalTime';
import forms from '@/components/staff/shell/forms.module.scss';
import lists from '@/components/staff/shell/lists.module.scss';
import styles from '../shell/staff.module.scss';

interface CreatePreviewLinkProps {
  record: RecordRef;
  action: (previous: PreviewLinkState, data: FormData) => Promise<PreviewLinkState>;
}

/** Makes a preview link and shows it once, with a copy button and when it stops working. */
export function CreatePreviewLink({ record, action }: CreatePreviewLinkProps) {
  const [state, formAction, pending] = useActionState(action, INITIAL_PREVIEW_LINK);
  const made = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.status === 'made') made.current?.focus();
  }, [state]);
  return (
    <div className={styles.section}>
      <form action={formAction}>
        <input type="hidden" name="type" value={record.type} />
        <input type="hidden" name="slug" value={record.slug} />
        <button type="submit" className={forms.primary} disabled={pending}>
          Create preview link
        </button>
      </form>
      {state.status === 'failed' && (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      )}
      {state.status === 'made' && (
        <div className={lists.card}>
          <h3 ref={made} tabIndex={-1}>
            New preview link {state.id}
          </h3>
          <a className={styles.link} href={state.url} target="_blank" rel="noopener noreferrer">
            {state.url}
          </a>
          <CopyButton text={state.url} label="Copy link" />
          <p className={styles.hint}>
            Works until <LocalTime at={state.expiresAt} />. Copy it now: the console cannot show it again (a new one is
            easy to make). Whoever has it can read this record, so send it only to the people meant to see it.
          </p>
        </div>
      )}
    </div>
  );
}
