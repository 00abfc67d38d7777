import { FieldNotes } from '@/components/staff/Field';
import styles from './shell/staff.module.scss';

interface ChoicesProps {
  /** The group's id: its error hangs off it. */
  id: string;
  name: string;
  legend: string;
  options: readonly (readonly [value: string, label: string])[];
  checked: string;
  error?: string;
}

/** A value chosen, not typed: radio buttons in a fieldset, the error under them; the first takes focus on an error. */
export function Choices({ id, name, legend, options, checked, error }: ChoicesProps) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map(([value, label], index) => (
        <label key={value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={value}
            defaultChecked={checked === value}
            data-field={index === 0 ? name : undefined}
          />
          {label}
        </label>
      ))}
      <FieldNotes id={id} error={error} />
    </fieldset>
  );
}
