import type { Metadata } from 'next';
import Link from 'next/link';
import { STAFF_COPY } from '@/lib/copy/staff';
import { homeFor } from '@/lib/staff/nav';
import { ROLE_INFO } from '@/lib/staff/roles';
import { SIGNED_IN } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';

export const metadata: Metadata = { title: STAFF_COPY.forbidden.title };

/** Where a role check sends a person whose role cannot open a page; the site's server answers it with 403. */
export default async function ForbiddenPage() {
  const member = await requireScreen(SIGNED_IN);
  return (
    <>
      <h1>{STAFF_COPY.forbidden.title}</h1>
      <p>{STAFF_COPY.forbidden.lead(ROLE_INFO[member.role].label)}</p>
      <p>
        <Link href={homeFor(member.role)}>{STAFF_COPY.forbidden.back}</Link>
      </p>
    </>
  );
}
