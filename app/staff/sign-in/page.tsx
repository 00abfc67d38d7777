import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PasskeySignIn } from '@/components/staff/shell/PasskeySignIn';
import { SignedOutFrame } from '@/components/staff/shell/SignedOutFrame';
import { Notice } from '@/components/staff/shell/Notice';
import { STAFF_COPY } from '@/lib/copy/staff';
import { homeFor } from '@/lib/staff/nav';
import { safeReturnPath } from '@/lib/staff/paths';
import { currentStaff } from '@/lib/staff/session';

export const metadata: Metadata = { title: STAFF_COPY.signIn.title };

type Props = { searchParams: Promise<{ next?: string | string[]; done?: string | string[] }> };

const NOTICES: Record<string, string> = {
  'signed-out': STAFF_COPY.signIn.signedOut,
  'signed-out-everywhere': STAFF_COPY.signIn.signedOutEverywhere,
};

export default async function SignInPage({ searchParams }: Props) {
  const { next, done } = await searchParams;
  const returnTo = safeReturnPath(typeof next === 'string' ? next : null);
  const member = await currentStaff();
  if (member) redirect(returnTo ?? homeFor(member.role));
  const notice = typeof done === 'string' ? NOTICES[done] : undefined;
  return (
    <SignedOutFrame>
      <h1>{STAFF_COPY.signIn.title}</h1>
      {notice && <Notice>{notice}</Notice>}
      {!notice && returnTo && <Notice>{STAFF_COPY.signIn.sessionEnded}</Notice>}
      <p>{STAFF_COPY.signIn.lead}</p>
      <PasskeySignIn returnTo={returnTo} />
      <p>{STAFF_COPY.signIn.noPasskey}</p>
    </SignedOutFrame>
  );
}
