// The console's labelled fields: its own, not the public forms' (a shared component's styles land in public CSS).
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import forms from './shell/forms.module.scss';

interface Frame {
  /** The control's id; the label, hint and error hang off it. */
  id: string;
  label: ReactNode;
  /** Under the field, read out with it. */
  hint?: ReactNode;
  /** What to fix, under the field: marks it invalid and is announced. */
  error?: string;
}

/** The hint and the announced error under a control or a group, with the ids `describedBy` points at. */
export function FieldNotes({ id, hint, error }: Pick<Frame, 'id' | 'hint' | 'error'>) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={forms.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className={forms.error} role="alert" hidden={!error}>
        {error}
      </p>
    </>
  );
}

const described = (id: string, { hint, error }: Pick<Frame, 'hint' | 'error'>) => {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
};

export function InputField({ id, label, hint, error, ...input }: Frame & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...described(id, { hint, error })} {...input} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

type SelectProps = Frame &
  SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[] };

export function SelectField({ id, label, hint, error, options, ...select }: SelectProps) {
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...described(id, { hint, error })} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
