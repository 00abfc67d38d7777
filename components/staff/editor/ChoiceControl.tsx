import { FieldNotes } from '@/components/staff/Field';
import forms from '@/components/staff/shell/forms.module.scss';
import { idOf, type FieldProps } from './field-props';

/** One of the values the CMS lists; an optional one may be left unset. */
export function ChoiceControl({ field, path, value, onChange, errors }: FieldProps) {
  const id = idOf(path);
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{field.label}</label>
      <select
        id={id}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(path, event.target.value)}
        aria-invalid={errors[path] ? true : undefined}
        aria-describedby={errors[path] ? `${id}-error` : undefined}
        data-field={path}
      >
        {!field.required && <option value="">None</option>}
        {field.choices?.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={errors[path]} />
    </div>
  );
}
