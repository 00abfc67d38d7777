import type { Metadata } from 'next';
import Link from 'next/link';
import { LocalTime } from '@/components/staff/LocalTime';
import { JoinForm } from '@/components/staff/shell/JoinForm';
import { SignedOutFrame } from '@/components/staff/shell/SignedOutFrame';
import { Problem } from '@/components/staff/shell/Notice';
import { STAFF_COPY } from '@/lib/copy/staff';
import { SIGN_IN_PATH } from '@/lib/staff/paths';
import { staff } from '@/lib/staff/records';
import { ROLE_INFO } from '@/lib/staff/roles';

export const metadata: Metadata = { title: STAFF_COPY.invitation.title };

type Props = { searchParams: Promise<{ token?: string | string[] }> };
const COPY = STAFF_COPY.invitation;

/** An invitation's page: who it is for, or why it no longer works. Opening it changes nothing. */
export default async function JoinPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const given = typeof token === 'string' ? token : '';
  const check = await (await staff()).invitations.check(given);
  if (!check.ok) {
    const refusal = COPY.refusals[check.reason];
    return (
      <SignedOutFrame>
        <h1>{refusal.title}</h1>
        <Problem>{refusal.help}</Problem>
        <p>
          <Link href={SIGN_IN_PATH}>{COPY.signInInstead}</Link>
        </p>
      </SignedOutFrame>
    );
  }
  const { invitation } = check;
  return (
    <SignedOutFrame>
      <h1>{COPY.title}</h1>
      <p>{invitation.email ? COPY.lead(invitation.email, ROLE_INFO[invitation.role].label) : COPY.firstAdminLead}</p>
      <p>
        {COPY.expiresAt} <LocalTime at={invitation.expiresAt} />.
      </p>
      <JoinForm token={given} asksEmail={!invitation.email} />
    </SignedOutFrame>
  );
}
