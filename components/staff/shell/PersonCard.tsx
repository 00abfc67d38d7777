import { STAFF_COPY } from '@/lib/copy/staff';
import { changeRole, removePasskey, removeSomeone } from '@/lib/staff/people/actions';
import type { Passkey } from '@/lib/staff/sign-in/passkeys';
import type { PersonRecord } from '@/lib/staff/people';
import { ROLE_INFO } from '@/lib/staff/roles';
import { PasskeyList } from './PasskeyList';
import { RoleSelect } from './RoleSelect';
import forms from './forms.module.scss';
import styles from './lists.module.scss';

const COPY = STAFF_COPY.people;

/** One person on the People page: their role (changeable), their passkeys (removable), and removing them. */
export function PersonCard({ person, passkeys, isMe }: { person: PersonRecord; passkeys: Passkey[]; isMe: boolean }) {
  const roleId = `role-${person.id}`;
  return (
    <li className={styles.card} aria-labelledby={`name-${person.id}`}>
      <h3 id={`name-${person.id}`}>
        {person.name}
        {isMe && ` ${COPY.you}`}
      </h3>
      <p>
        {person.email} · {ROLE_INFO[person.role].label}
      </p>
      <form action={changeRole} className={forms.inline}>
        <input type="hidden" name="person" value={person.id} />
        <RoleSelect id={roleId} label={COPY.roleOf(person.name)} defaultValue={person.role} />
        <button type="submit" className={forms.secondary}>
          {COPY.changeRole}
        </button>
      </form>
      <PasskeyList
        passkeys={passkeys}
        action={(passkey) => (
          <form action={removePasskey}>
            <input type="hidden" name="person" value={person.id} />
            <input type="hidden" name="passkey" value={passkey.id} />
            <button
              type="submit"
              className={forms.danger}
              aria-label={`${STAFF_COPY.passkeys.remove} of ${person.name}`}
            >
              {STAFF_COPY.passkeys.remove}
            </button>
          </form>
        )}
      />
      <details className={styles.confirm}>
        <summary>{COPY.remove(person.name)}</summary>
        <form action={removeSomeone}>
          <input type="hidden" name="person" value={person.id} />
          <p>{COPY.removeWarning(person.name)}</p>
          <button type="submit" className={forms.danger}>
            {COPY.removeConfirm(person.name)}
          </button>
        </form>
      </details>
    </li>
  );
}
