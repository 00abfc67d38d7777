'use client';
import { useEffect, useRef } from 'react';
import { FieldNotes, type FieldFrame } from './Field';
import fieldStyles from './field.module.scss';
import styles from './choice-group.module.scss';

export interface Choice {
  value: string;
  label: string;
  /** The id of an element this choice shows while checked (styled with `:has(:checked)`, so it works without JavaScript). */
  controls?: string;
}

interface ChoiceGroupProps extends FieldFrame {
  name: string;
  type: 'radio' | 'checkbox';
  options: readonly Choice[];
  /** Radios: one choice. Checkboxes: at least one, which only a script can ask of the browser. */
  required?: boolean;
  /** What the browser says when no checkbox is checked. */
  requiredMessage?: string;
  /** The checked choice, or the ticked boxes. */
  defaultValue?: string | readonly string[];
  className?: string;
}

/** Checkboxes have no group `required`, so the first one carries a custom validity while none is checked. */
function useAtLeastOne(enabled: boolean, message: string) {
  const group = useRef<HTMLFieldSetElement>(null);
  const update = () => {
    const boxes = [...(group.current?.querySelectorAll<HTMLInputElement>('input') ?? [])];
    boxes[0]?.setCustomValidity(!enabled || boxes.some((box) => box.checked) ? '' : message);
  };
  // Runs after the browser restored a returning visitor's ticks, so it reads them rather than resetting them.
  useEffect(update);
  return { group, update };
}

/** A labelled set of radios or checkboxes: legend above, hint and error beneath, as `Field` does for one control. */
export function ChoiceGroup({
  id,
  label,
  hint,
  error,
  name,
  type,
  options,
  required = false,
  requiredMessage = '',
  defaultValue,
  className,
}: ChoiceGroupProps) {
  const { group, update } = useAtLeastOne(type === 'checkbox' && required, requiredMessage);
  const notes = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset
      ref={group}
      id={id}
      className={`${fieldStyles.field} ${styles.group} ${className ?? ''}`}
      data-invalid={error ? '' : undefined}
      aria-describedby={notes || undefined}
    >
      <legend className={`${fieldStyles.label} ${styles.legend}`}>{label}</legend>
      <div className={styles.choices}>
        {options.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type={type}
              name={name}
              value={choice.value}
              required={type === 'radio' && required}
              defaultChecked={[defaultValue ?? []].flat().includes(choice.value)}
              aria-controls={choice.controls}
              onChange={type === 'checkbox' ? update : undefined}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
