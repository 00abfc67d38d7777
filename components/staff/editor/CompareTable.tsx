import type { FieldDescription } from '@/lib/staff/editor/editor-schema';
import type { FormValue, FormValues } from '@/lib/staff/editor/edit-values';
import styles from './editor.module.scss';

interface CompareTableProps {
  caption: string;
  fields: readonly FieldDescription[];
  left: { name: string; values: FormValues };
  right: { name: string; values: FormValues };
}

const shown = (value: FormValue | undefined) =>
  typeof value === 'string' ? value : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : JSON.stringify(value ?? '');

/** Two versions side by side, only the fields that differ; says so when none do. */
export function CompareTable({ caption, fields, left, right }: CompareTableProps) {
  const differing = fields.filter((field) => shown(left.values[field.name]) !== shown(right.values[field.name]));
  if (differing.length === 0) return <p>No field differs.</p>;
  return (
    <table className={styles.compare}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">{left.name}</th>
          <th scope="col">{right.name}</th>
        </tr>
      </thead>
      <tbody>
        {differing.map((field) => (
          <tr key={field.name}>
            <th scope="row">{field.label}</th>
            <td>{shown(left.values[field.name])}</td>
            <td>{shown(right.values[field.name])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
