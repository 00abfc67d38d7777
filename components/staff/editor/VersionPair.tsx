// Any two kept versions side by side, the older on the left, each change marked.
import { useState } from 'react';
import { SelectField } from '@/components/staff/Field';
import forms from '@/components/staff/shell/forms.module.scss';
import type { FieldDescription } from '@/lib/staff/editor/editor-schema';
import type { FormValues } from '@/lib/staff/editor/edit-values';
import type { VersionAnswer } from '@/lib/staff/editor/save-state';
import { CompareTable } from './CompareTable';
import styles from './editor.module.scss';

interface VersionPairProps {
  /** Newest first, at least two. */
  versions: readonly number[];
  fields: readonly FieldDescription[];
  read: (version: number) => Promise<VersionAnswer>;
}

type Side = { version: number; values: FormValues };

export function VersionPair({ versions, fields, read }: VersionPairProps) {
  const [pair, setPair] = useState<[Side, Side] | null>(null);
  const [problem, setProblem] = useState('');
  const options = versions.map((version) => ({ value: String(version), label: `Version ${version}` }));
  const compare = async (data: FormData) => {
    const [older, newer] = [Number(data.get('older')), Number(data.get('newer'))].sort((a, b) => a - b);
    if (older === newer) return setProblem('Choose two different versions.');
    const answers = await Promise.all([read(older!), read(newer!)]).catch((): VersionAnswer[] => [
      { ok: false, message: 'The console could not be reached.' },
    ]);
    const failed = answers.find((answer) => !answer.ok);
    if (failed && !failed.ok) return setProblem(failed.message);
    setProblem('');
    const [a, b] = answers as { ok: true; values: FormValues }[];
    setPair([
      { version: older!, values: a!.values },
      { version: newer!, values: b!.values },
    ]);
  };
  const caption = pair && `Version ${pair[0].version} beside version ${pair[1].version}`;
  return (
    <div className={styles.history}>
      <form action={compare} aria-label="Compare two versions" className={styles.rowActions}>
        <SelectField
          id="compare-older"
          name="older"
          label="Compare"
          options={options}
          defaultValue={options[1]?.value}
        />
        <SelectField id="compare-newer" name="newer" label="with" options={options} defaultValue={options[0]?.value} />
        <button type="submit" className={forms.secondary}>
          Compare these two
        </button>
      </form>
      {problem && (
        <p className={forms.error} role="alert">
          {problem}
        </p>
      )}
      {pair && caption && (
        <section aria-label={caption} className={styles.section}>
          <CompareTable
            caption={caption}
            fields={fields}
            left={{ name: `Version ${pair[0].version}`, values: pair[0].values }}
            right={{ name: `Version ${pair[1].version}`, values: pair[1].values }}
          />
        </section>
      )}
    </div>
  );
}
