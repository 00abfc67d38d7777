import { PREVIEW_TYPES } from '@site/shared/preview-token';
import { SelectField } from '@/components/staff/Field';
import { RECORD_STATES } from '@/lib/staff/cms/admin-schemas';
import type { RecordFilter } from '@/lib/staff/record-filter';
import { STATE_NAME, TYPE_NAME } from '@/lib/staff/words';
import forms from '@/components/staff/shell/forms.module.scss';
import styles from '../shell/staff.module.scss';

/** A GET form: it only chooses what the list shows, so the address can be shared and reloaded. */
export function RecordFilters({ filter }: { filter: RecordFilter }) {
  const types = [
    { value: '', label: 'All types' },
    ...PREVIEW_TYPES.map((type) => ({ value: type, label: TYPE_NAME[type] })),
  ];
  return (
    <form method="get" className={styles.filters} aria-label="Which records to show">
      <SelectField id="filter-type" name="type" label="Type" options={types} defaultValue={filter.type ?? ''} />
      <fieldset>
        <legend>State</legend>
        <div className={styles.inline}>
          {RECORD_STATES.map((state) => (
            <label key={state} className={styles.choice}>
              <input type="checkbox" name="state" value={state} defaultChecked={filter.states.includes(state)} />
              {STATE_NAME[state]}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={forms.secondary}>
        Show
      </button>
    </form>
  );
}
