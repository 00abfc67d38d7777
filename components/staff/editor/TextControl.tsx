import type { FieldKind } from '@/lib/staff/editor/editor-schema';
import { FieldNotes } from '@/components/staff/Field';
import forms from '@/components/staff/shell/forms.module.scss';
import styles from './editor.module.scss';
import { idOf, type FieldProps } from './field-props';

const INPUT_TYPE: Partial<Record<FieldKind, string>> = { date: 'date', url: 'url', 'date-time': 'datetime-local' };
const HINT: Partial<Record<FieldKind, string>> = {
  'site-path': 'A path on this site, starting with /, such as /pricing.',
  url: 'A full address, starting with https://.',
  reference: 'The slug of the record it belongs under; empty for none.',
};

/** Typed text of any length: never cut as it is typed or pasted; the count says when it is over the bound. */
export function TextControl({ field, path, value, onChange, errors }: FieldProps) {
  const id = idOf(path);
  const text = typeof value === 'string' ? value : '';
  const long = field.kind === 'long-text';
  const over = field.maxLength !== undefined && text.length > field.maxLength;
  const count =
    field.maxLength === undefined
      ? undefined
      : `${text.length.toLocaleString('en')} of ${field.maxLength.toLocaleString('en')} characters${over ? ': too long' : ''}.`;
  const hint = [
    HINT[field.kind],
    field.kind === 'reference' && field.by === 'id' ? 'Its number; 0 for none.' : undefined,
    count,
  ]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: path,
    value: text,
    required: field.required,
    'aria-describedby': [hint && `${id}-hint`, errors[path] && `${id}-error`].filter(Boolean).join(' ') || undefined,
    'aria-invalid': errors[path] || over ? true : undefined,
    'data-field': path,
  } as const;
  return (
    <div className={`${forms.field} ${long ? styles.wide : ''}`}>
      <label htmlFor={id}>
        {field.label}
        {field.required ? '' : <span className={forms.hint}> (optional)</span>}
      </label>
      {long ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(path, event.target.value)} />
      ) : (
        <input
          {...common}
          type={INPUT_TYPE[field.kind] ?? 'text'}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          onChange={(event) => onChange(path, event.target.value)}
        />
      )}
      <FieldNotes id={id} hint={hint} error={errors[path]} />
    </div>
  );
}
