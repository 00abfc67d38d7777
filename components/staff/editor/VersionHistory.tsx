import { useState } from 'react';
import type { FieldDescription } from '@/lib/staff/editor/editor-schema';
import type { FormValues } from '@/lib/staff/editor/edit-values';
import type { VersionAnswer } from '@/lib/staff/editor/save-state';
import { LocalTime } from '@/components/staff/LocalTime';
import forms from '@/components/staff/shell/forms.module.scss';
import { CompareTable } from './CompareTable';
import { VersionPair } from './VersionPair';
import styles from './editor.module.scss';

export interface VersionRow {
  version: number;
  savedBy: string | null;
  savedAt: string;
}

interface VersionHistoryProps {
  versions: readonly VersionRow[];
  fields: readonly FieldDescription[];
  current: FormValues;
  read: (version: number) => Promise<VersionAnswer>;
  /** Puts a version's values in the form, to be saved as the newest version. */
  onRestore: (version: number, values: FormValues) => void;
}

/** Every save kept (who, when): compare one with the form, or put it back in the form to save it again. */
export function VersionHistory({ versions, fields, current, read, onRestore }: VersionHistoryProps) {
  const [open, setOpen] = useState<{ version: number; values: FormValues } | null>(null);
  const [problem, setProblem] = useState('');
  const compare = async (version: number) => {
    const answer = await read(version).catch((): VersionAnswer => ({
      ok: false,
      message: 'The console could not be reached.',
    }));
    if (!answer.ok) return setProblem(answer.message);
    setProblem('');
    setOpen({ version, values: answer.values });
  };
  if (versions.length === 0)
    return <p className={forms.hint}>No saves yet: each save from now on is kept here for a year.</p>;
  return (
    <div className={styles.history}>
      <ol reversed>
        {versions.map((row) => (
          <li key={row.version}>
            <span>
              Version {row.version}, <LocalTime at={row.savedAt} />, by {row.savedBy ?? 'the CMS'}
            </span>
            <button type="button" className={forms.secondary} onClick={() => void compare(row.version)}>
              Compare with the form<span className={styles.hidden}> (version {row.version})</span>
            </button>
          </li>
        ))}
      </ol>
      {problem && (
        <p className={forms.error} role="alert">
          {problem}
        </p>
      )}
      {open && (
        <section aria-label={`Version ${open.version} beside the form`} className={styles.section}>
          <CompareTable
            caption={`Version ${open.version} beside the form`}
            fields={fields}
            left={{ name: `Version ${open.version}`, values: open.values }}
            right={{ name: 'In the form', values: current }}
          />
          <button
            type="button"
            className={forms.primary}
            onClick={() => {
              onRestore(open.version, open.values);
              setOpen(null);
            }}
          >
            Put version {open.version} back in the form
          </button>
        </section>
      )}
      {versions.length > 1 && <VersionPair versions={versions.map((row) => row.version)} fields={fields} read={read} />}
    </div>
  );
}
