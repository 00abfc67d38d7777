import { ROLE_INFO, STAFF_ROLES, type StaffRole } from '@/lib/staff/roles';
import styles from './forms.module.scss';

interface RoleSelectProps {
  id: string;
  label: string;
  defaultValue: StaffRole;
  describedBy?: string;
}

/** A labelled choice of role, posted as `role`: the invite form's and each person's on the People page. */
export function RoleSelect({ id, label, defaultValue, describedBy }: RoleSelectProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name="role" defaultValue={defaultValue} aria-describedby={describedBy}>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_INFO[role].label}
          </option>
        ))}
      </select>
    </div>
  );
}
