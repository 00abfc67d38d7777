import type { Metadata } from 'next';
import { PasskeyList } from '@/components/staff/shell/PasskeyList';
import { STAFF_COPY } from '@/lib/copy/staff';
import { signOutEverywhere } from '@/lib/staff/sign-in/sign-out';
import { staff } from '@/lib/staff/records';
import { ROLE_INFO } from '@/lib/staff/roles';
import { SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';
import styles from '@/components/staff/shell/forms.module.scss';

export const metadata: Metadata = { title: SCREENS.account.title };

/** The signed-in person: their role, their passkeys, and signing out on every device. */
export default async function AccountPage() {
  const member = await requireScreen(SCREENS.account);
  const passkeys = await (await staff()).passkeys.of(member.id);
  return (
    <>
      <h1>{SCREENS.account.title}</h1>
      <p>{STAFF_COPY.account.lead(member.name, member.email, ROLE_INFO[member.role].label)}</p>
      <h2>{STAFF_COPY.account.passkeys}</h2>
      <PasskeyList passkeys={passkeys} />
      <p>{STAFF_COPY.account.lostDevice}</p>
      <h2>{STAFF_COPY.signOutEverywhere}</h2>
      <p>{STAFF_COPY.account.everywhereLead}</p>
      <form action={signOutEverywhere}>
        <button type="submit" className={styles.secondary}>
          {STAFF_COPY.signOutEverywhere}
        </button>
      </form>
    </>
  );
}
