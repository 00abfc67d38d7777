import styles from '@/components/staff/shell/staff.module.scss';
import { idOf, type FieldProps } from './field-props';

export function BooleanControl({ field, path, value, onChange }: FieldProps) {
  return (
    <label className={styles.choice} htmlFor={idOf(path)}>
      <input
        id={idOf(path)}
        type="checkbox"
        checked={value === true}
        onChange={(event) => onChange(path, event.target.checked)}
        data-field={path}
      />
      {field.label}
    </label>
  );
}
