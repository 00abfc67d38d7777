// Every console page in one list: the navigation shows a person only the entries their role may open.
import { roleAllows, type StaffRole } from './roles';

export interface StaffNavEntry {
  label: string;
  href: `/staff/${string}`;
  roles: readonly StaffRole[];
}

export const STAFF_NAV: readonly StaffNavEntry[] = [
  { label: 'Pages', href: '/staff/pages', roles: ['admin', 'editor'] },
  { label: 'Drafts & previews', href: '/staff/content', roles: ['admin', 'editor'] },
  { label: 'Schedule', href: '/staff/schedule', roles: ['admin', 'editor'] },
  { label: 'Redirects', href: '/staff/redirects', roles: ['admin', 'editor'] },
  { label: 'Leads', href: '/staff/leads', roles: ['sales'] },
  { label: 'Web Vitals', href: '/staff/vitals', roles: ['admin', 'editor'] },
  { label: 'Health', href: '/staff/health', roles: ['admin', 'editor', 'sales'] },
  { label: 'People', href: '/staff/people', roles: ['admin'] },
  { label: 'Audit log', href: '/staff/audit', roles: ['admin'] },
];

/** The entries `role` may open, in the list's order. */
export const navFor = (role: StaffRole): StaffNavEntry[] => STAFF_NAV.filter((entry) => roleAllows(role, entry.roles));

/** The console's front page: what each person may open. */
export const CONSOLE_HOME = '/staff';

/** Where a person lands after signing in: sales in their lead inbox, everyone else the front page. */
export const homeFor = (role: StaffRole): string => (role === 'sales' ? '/staff/leads' : CONSOLE_HOME);
