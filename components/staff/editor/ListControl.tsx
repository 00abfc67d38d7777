import type { ComponentType } from 'react';
import { toFormValues, type FormRow } from '@/lib/staff/editor/edit-values';
import forms from '@/components/staff/shell/forms.module.scss';
import styles from './editor.module.scss';
import { idOf, type FieldProps } from './field-props';

interface ListProps extends FieldProps {
  /** The field map, passed down so a list draws its items' fields as the form draws its own. */
  Field: ComponentType<FieldProps>;
}

/** Rows of the item's fields: add one, remove one, move one up; a full list offers no more. */
export function ListControl({ field, path, value, onChange, errors, Field }: ListProps) {
  const rows = Array.isArray(value) ? value : [];
  const items = field.items ?? [];
  const set = (next: FormRow[]) => onChange(path, next);
  const full = field.maxItems !== undefined && rows.length >= field.maxItems;
  return (
    <fieldset
      className={styles.list}
      id={idOf(path)}
      aria-describedby={errors[path] ? `${idOf(path)}-error` : undefined}
    >
      <legend>
        {field.label} ({rows.length})
      </legend>
      {rows.map((row, index) => (
        <div key={index} className={styles.row} role="group" aria-label={`${field.label} ${index + 1}`}>
          {items.map((item) => (
            <Field
              key={item.name}
              field={item}
              path={`${path}.${index}.${item.name}`}
              value={row[item.name] ?? ''}
              onChange={(_, next) =>
                set(rows.map((each, at) => (at === index ? { ...each, [item.name]: next } : each)))
              }
              errors={errors}
            />
          ))}
          <p className={styles.rowActions}>
            {index > 0 && (
              <button
                type="button"
                className={forms.secondary}
                onClick={() => set([...rows.slice(0, index - 1), row, rows[index - 1]!, ...rows.slice(index + 1)])}
              >
                Move up
                <span className={styles.hidden}>
                  {' '}
                  {field.label} {index + 1}
                </span>
              </button>
            )}
            <button type="button" className={forms.secondary} onClick={() => set(rows.filter((_, at) => at !== index))}>
              Remove
              <span className={styles.hidden}>
                {' '}
                {field.label} {index + 1}
              </span>
            </button>
          </p>
        </div>
      ))}
      <p id={`${idOf(path)}-error`} className={forms.error} role="alert" hidden={!errors[path]}>
        {errors[path]}
      </p>
      {!full && (
        <button type="button" className={forms.secondary} onClick={() => set([...rows, toFormValues(items)])}>
          Add to {field.label.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}
