'use client';
import { useEffect, useRef } from 'react';
import type { PreviewType } from '@site/shared/preview-token';
import { TAKE_DOWN_FIELD, takeDownQuestion } from '@/lib/staff/content/take-down';
import forms from '@/components/staff/shell/forms.module.scss';
import styles from '../shell/staff.module.scss';

interface TakeDownQuestionProps {
  record: { type: PreviewType; slug: string };
  /** The action's answer that asked (a new object each time), or null: each new one opens the question. */
  asked: object | null;
  /** The editor keeps it live (the button or Escape): nothing was sent. */
  onKeep: () => void;
}

/** Asks before a live record becomes a draft, naming what disappears; inside the form, so "Yes" posts it again. */
export function TakeDownQuestion({ record, asked, onKeep }: TakeDownQuestionProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!asked || dialog.current?.open) return;
    dialog.current?.showModal();
    // The safe answer takes the focus: Enter alone never takes a page down.
    keep.current?.focus();
  }, [asked]);
  const question = takeDownQuestion(record.type, record.slug);
  const close = () => dialog.current?.close();
  return (
    <dialog ref={dialog} className={styles.question} aria-labelledby="take-down-title" onCancel={onKeep}>
      <h2 id="take-down-title">{question.title}</h2>
      <p>{question.lead}</p>
      <ul>
        {question.gone.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className={styles.hint}>{question.stays}</p>
      <div className={styles.inline}>
        <button
          ref={keep}
          type="button"
          className={forms.secondary}
          onClick={() => {
            close();
            onKeep();
          }}
        >
          {question.keep}
        </button>
        <button
          type="submit"
          name={TAKE_DOWN_FIELD.name}
          value={TAKE_DOWN_FIELD.value}
          className={forms.danger}
          onClick={close}
        >
          {question.confirm}
        </button>
      </div>
    </dialog>
  );
}
