import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styles from './field.module.scss';

export interface FieldFrame {
  /** The input's id; the label, hint and error hang off it. */
  id: string;
  label: ReactNode;
  /** Shown under the field; read out with it. */
  hint?: ReactNode;
  /** A message in red under the field; marks the field invalid and is announced. */
  error?: string;
}

/** Label above, control, then hint and error beneath, wired with aria-describedby (DESIGN.md "Forms"). */
function Frame({ id, label, hint, error, children }: FieldFrame & { children: ReactNode }) {
  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The hint and the (announced) error under a control or a group, with the ids `describedBy` points at. */
export function FieldNotes({ id, hint, error }: Pick<FieldFrame, 'id' | 'hint' | 'error'>) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
    </>
  );
}

/** aria wiring shared by every control: described by its hint and error, invalid while it has one. */
export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: string }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return { 'aria-describedby': ids.length ? ids.join(' ') : undefined, 'aria-invalid': error ? true : undefined };
}

type InputFieldProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

export function InputField({ id, label, hint, error, className, ...input }: InputFieldProps) {
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className={`${styles.control} ${className ?? ''}`}
        {...describedBy(id, { hint, error })}
        {...input}
      />
    </Frame>
  );
}

type TextAreaFieldProps = FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ id, label, hint, error, className, rows = 4, ...textarea }: TextAreaFieldProps) {
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        rows={rows}
        className={`${styles.control} ${className ?? ''}`}
        {...describedBy(id, { hint, error })}
        {...textarea}
      />
    </Frame>
  );
}

type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: readonly { value: string; label: string }[];
    /** An empty first option that does not count as a choice (the field should be `required`). */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({ id, label, hint, error, options, placeholder, className, ...select }: SelectFieldProps) {
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className={`${styles.control} ${className ?? ''}`}
        {...describedBy(id, { hint, error })}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
