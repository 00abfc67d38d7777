import { InputField, SelectField } from '@/components/staff/Field';
import forms from '@/components/staff/shell/forms.module.scss';
import styles from '@/components/staff/shell/staff.module.scss';
import { DayFields } from './DayFields';
import { formDisplayName, LEAD_FORM_IDS } from '@/lib/forms/definitions';
import { LEAD_STATES } from '@/lib/leads/lead';
import type { LeadFilter } from '@/lib/staff/leads/lead-filter';
import { STATE_FILTER_NAME } from '@/lib/staff/leads/lead-words';

const FORMS = [
  { value: '', label: 'Every form' },
  ...LEAD_FORM_IDS.map((id) => ({ value: id, label: formDisplayName(id) })),
];
const STATES = [
  { value: '', label: 'Every state' },
  ...LEAD_STATES.map((state) => ({ value: state, label: STATE_FILTER_NAME[state] })),
];

/** A GET form: it only chooses what the list shows, so a filtered view is a link, and works without JavaScript. */
export function LeadFilters({ filter }: { filter: LeadFilter }) {
  return (
    <form method="get" className={styles.filters} aria-label="Which leads to show">
      <InputField
        id="lead-q"
        name="q"
        label="Name, email, phone, company or campaign"
        defaultValue={filter.q}
        maxLength={254}
      />
      <SelectField id="lead-form" name="form" label="Form" options={FORMS} defaultValue={filter.form} />
      <SelectField id="lead-state" name="state" label="State" options={STATES} defaultValue={filter.state} />
      <InputField id="lead-campaign" name="campaign" label="Campaign" defaultValue={filter.campaign} maxLength={255} />
      <DayFields from={filter.from} to={filter.to} />
      <button type="submit" className={forms.secondary}>
        Show
      </button>
    </form>
  );
}
