import type { FieldDescription } from '@/lib/staff/editor/editor-schema';
import type { FormValues } from '@/lib/staff/editor/edit-values';
import type { TheirVersion } from '@/lib/staff/editor/save-state';
import { LocalTime } from '@/components/staff/LocalTime';
import forms from '@/components/staff/shell/forms.module.scss';
import { CompareTable } from './CompareTable';

interface ConflictProps {
  fields: readonly FieldDescription[];
  mine: FormValues;
  theirs: TheirVersion;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** Someone saved since this edit began: each field that differs, theirs beside mine, and the two ways on. */
export function ConflictPanel({ fields, mine, theirs, onKeepMine, onTakeTheirs }: ConflictProps) {
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
      {theirs.values && (
        <CompareTable
          caption="Fields that differ"
          fields={fields}
          left={{ name: 'Yours', values: mine }}
          right={{ name: 'Theirs', values: theirs.values }}
        />
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
