import { SelectField } from '@/components/staff/Field';
import styles from '@/components/staff/shell/staff.module.scss';
import forms from '@/components/staff/shell/forms.module.scss';
import { SUMMARY_DAYS, type SummaryDays } from '@/lib/vitals/summary';

const OPTIONS = SUMMARY_DAYS.map((days) => ({
  value: String(days),
  label: days === 1 ? 'Last 24 hours' : `Last ${days} days`,
}));

/** A GET form: the window is part of the link, and the choice works without JavaScript. */
export function DaysChoice({ days }: { days: SummaryDays }) {
  return (
    <form method="get" className={styles.filters} aria-label="Which days to summarise">
      <SelectField id="vitals-days" name="days" label="Views from the" options={OPTIONS} defaultValue={String(days)} />
      <button type="submit" className={forms.secondary}>
        Show
      </button>
    </form>
  );
}
