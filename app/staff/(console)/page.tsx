import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { STAFF_COPY } from '@/lib/copy/staff';
import { homeFor, navFor, CONSOLE_HOME } from '@/lib/staff/nav';
import { ROLE_INFO } from '@/lib/staff/roles';
import { SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';

export const metadata: Metadata = { title: SCREENS.home.title };

/** The console's front page: what this person's role may open. Sales go straight to their lead inbox. */
export default async function ConsoleHome() {
  const member = await requireScreen(SCREENS.home);
  if (homeFor(member.role) !== CONSOLE_HOME) redirect(homeFor(member.role));
  return (
    <>
      <h1>{STAFF_COPY.home.title(member.name)}</h1>
      <p>{STAFF_COPY.home.lead(ROLE_INFO[member.role].label, ROLE_INFO[member.role].summary)}</p>
      <ul>
        {navFor(member.role).map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href}>{entry.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
