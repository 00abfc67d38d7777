import type { PersonRecord } from '@/lib/staff/people';
import forms from './forms.module.scss';

/** Filters the log by person: a GET form, so the filtered view is a link and changes nothing. */
export function AuditFilter({ people, selected }: { people: PersonRecord[]; selected: string | null }) {
  return (
    <form method="get" className={forms.inline}>
      <div className={forms.field}>
        <label htmlFor="audit-person">Person</label>
        <select id="audit-person" name="person" defaultValue={selected ?? ''}>
          <option value="">Everyone</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name} ({person.email})
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={forms.secondary}>
        Show
      </button>
    </form>
  );
}
