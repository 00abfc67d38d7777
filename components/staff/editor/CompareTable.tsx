import type { FieldDescription } from '@/lib/staff/editor/editor-schema';
import type { FormValue, FormValues } from '@/lib/staff/editor/edit-values';
import { wordChanges, wordsOf, type WordPart } from '@/lib/staff/editor/word-changes';
import styles from './editor.module.scss';

interface CompareTableProps {
  caption: string;
  fields: readonly FieldDescription[];
  left: { name: string; values: FormValues };
  right: { name: string; values: FormValues };
}

const shown = (value: FormValue | undefined) =>
  typeof value === 'string' ? value : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : JSON.stringify(value ?? '');

/** What a reader compares: rich text as its words. */
const readable = (field: FieldDescription, value: FormValue | undefined) =>
  field.kind === 'rich-text' ? wordsOf(shown(value)) : shown(value);

/** One side's words, what only it has marked: struck through on the older side, underlined on the newer. */
function Marked({ parts, Mark }: { parts: WordPart[]; Mark: 'del' | 'ins' }) {
  return parts.map((part, at) => (part.changed ? <Mark key={at}>{part.text}</Mark> : part.text));
}

/** Two versions side by side (the older on the left), only the fields that differ, each change marked. */
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
        {differing.map((field) => {
          const parts = wordChanges(
            readable(field, left.values[field.name]),
            readable(field, right.values[field.name]),
          );
          return (
            <tr key={field.name}>
              <th scope="row">{field.label}</th>
              <td>
                <Marked parts={parts.left} Mark="del" />
              </td>
              <td>
                <Marked parts={parts.right} Mark="ins" />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
