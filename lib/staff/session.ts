// Who is signed in to the staff console, checked on the server for every read and every action.
import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { site } from '@/lib/site';
import { sessionCookie } from './sign-in/cookie';
import { FORBIDDEN_PATH, STAFF_PATH_HEADER, signInPath } from './paths';
import { staff } from './records';
import type { StaffMember } from './roles';
import { mayUse, type Access } from './screens/screen';

export { STAFF_ROLES, type StaffMember, type StaffRole } from './roles';

/** The signed-in person, or null: no cookie, a session ended or run out, or a person removed since. Once a request. */
export const currentStaff = cache(async (): Promise<StaffMember | null> => {
  const token = (await cookies()).get(sessionCookie(site.siteUrl).name)?.value;
  if (!token) return null;
  const records = await staff();
  const session = await records.sessions.check(token);
  if (!session) return null;
  const person = await records.people.get(session.personId);
  if (!person) {
    await records.sessions.end(token);
    return null;
  }
  return { id: person.id, name: person.name, email: person.email, role: person.role };
});

/**
 * The signed-in person if their role may open `access`: a screen of `SCREENS` or one of its powers (admins always
 * may). With no valid session it redirects to /staff/sign-in, which returns to the page asked for; with a role not
 * allowed, to the console's 403 page (/staff/forbidden, answered with 403 by the site's server). Checked on the
 * server for every read and every action.
 */
export async function requireScreen(access: Access): Promise<StaffMember> {
  const member = await currentStaff();
  if (!member) redirect(signInPath((await headers()).get(STAFF_PATH_HEADER)));
  if (!mayUse(member.role, access)) redirect(FORBIDDEN_PATH);
  return member;
}
