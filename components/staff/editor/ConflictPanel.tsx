import type { FieldDescription } from '@/lib/staff/editor/editor-schema';
import type { FormValue, FormValues } from '@/lib/staff/editor/edit-values';
import type { TheirVersion } from '@/lib/staff/editor/save-state';
import { LocalTime } from '@/components/staff/LocalTime';
import forms from '@/components/staff/shell/forms.module.scss';
import styles from './editor.module.scss';

interface ConflictProps {
  fields: readonly FieldDescription[];
  mine: FormValues;
  theirs: TheirVersion;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

const shown = (value: FormValue | undefined) =>
  typeof value === 'string' ? value : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : JSON.stringify(value ?? '');

/** Someone saved since this edit began: each field that differs, theirs beside mine, and the two ways on. */
export function ConflictPanel({ fields, mine, theirs, onKeepMine, onTakeTheirs }: ConflictProps) {
  const differing = theirs.values
    ? fields.filter((field) => shown(mine[field.name]) !== shown(theirs.values?.[field.name]))
    : [];
  return (
    <section className={forms.problem} aria-labelledby="conflict-heading" tabIndex={-1} data-conflict>
      <h2 id="conflict-heading">Someone else saved this since you started</h2>
      <p>
        {theirs.savedBy ?? 'Someone'} saved version {theirs.version}
        {theirs.savedAt && (
          <>
            {' '}
            at <LocalTime at={theirs.savedAt} />
          </>
        )}
        . Nothing of yours was saved yet, and nothing is lost: compare, then choose.
      </p>
      {differing.length > 0 && (
        <table className={styles.compare}>
          <caption>Fields that differ</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Yours</th>
              <th scope="col">Theirs</th>
            </tr>
          </thead>
          <tbody>
            {differing.map((field) => (
              <tr key={field.name}>
                <th scope="row">{field.label}</th>
                <td>{shown(mine[field.name])}</td>
                <td>{shown(theirs.values?.[field.name])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={forms.inline}>
        <button type="button" className={forms.primary} onClick={onKeepMine}>
          Save mine over theirs
        </button>
        <button type="button" className={forms.secondary} onClick={onTakeTheirs}>
          Take theirs and drop mine
        </button>
      </p>
    </section>
  );
}
