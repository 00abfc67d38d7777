import type { Metadata } from 'next';
import { InviteForm } from '@/components/staff/shell/InviteForm';
import { Notice, Problem } from '@/components/staff/shell/Notice';
import { PersonCard } from '@/components/staff/shell/PersonCard';
import { WaitingInvitations } from '@/components/staff/shell/WaitingInvitations';
import styles from '@/components/staff/shell/lists.module.scss';
import { STAFF_COPY } from '@/lib/copy/staff';
import { staff } from '@/lib/staff/records';
import { SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';

export const metadata: Metadata = { title: SCREENS.people.title };

type Props = { searchParams: Promise<{ done?: string | string[]; problem?: string | string[] }> };
const COPY = STAFF_COPY.people;
const pick = <T extends object>(table: T, key: unknown) =>
  typeof key === 'string' && Object.hasOwn(table, key) ? table[key as keyof T] : undefined;

/** People and their roles, for admins: invite, change a role, remove a person or one of their passkeys. */
export default async function PeoplePage({ searchParams }: Props) {
  const me = await requireScreen(SCREENS.people);
  const { done, problem } = await searchParams;
  const records = await staff();
  const people = await records.people.list();
  const passkeys = await Promise.all(people.map((person) => records.passkeys.of(person.id)));
  const notice = pick(COPY.notices, done);
  const refusal = pick(COPY.problems, problem);
  return (
    <>
      <h1>{SCREENS.people.title}</h1>
      {notice && <Notice>{notice}</Notice>}
      {refusal && <Problem>{refusal}</Problem>}
      <p>{COPY.lead}</p>
      <h2>{COPY.invite}</h2>
      <InviteForm />
      <h2>{COPY.waiting}</h2>
      <WaitingInvitations invitations={await records.invitations.waiting()} />
      <h2>{COPY.everyone(people.length)}</h2>
      <ul className={styles.cards} role="list">
        {people.map((person, index) => (
          <PersonCard key={person.id} person={person} passkeys={passkeys[index] ?? []} isMe={person.id === me.id} />
        ))}
      </ul>
    </>
  );
}
