// The console's navigation, derived from the screens' definitions: a person sees only the entries their role may open.
import type { StaffRole } from './roles';
import { mayUse, SCREENS } from './screens';

export interface StaffNavEntry {
  label: string;
  href: `/staff${string}`;
  roles: readonly StaffRole[];
}

/** Every screen with a navigation entry, in the registry's order. */
export const STAFF_NAV: readonly StaffNavEntry[] = Object.values(SCREENS).flatMap((screen) =>
  'nav' in screen ? [{ label: screen.nav, href: screen.path, roles: screen.roles }] : [],
);

/** The entries `role` may open, in the list's order. */
export const navFor = (role: StaffRole): StaffNavEntry[] => STAFF_NAV.filter((entry) => mayUse(role, entry));

/** The console's front page: what each person may open. */
export const CONSOLE_HOME = SCREENS.home.path;

/** Where a person lands after signing in: sales in their lead inbox, everyone else the front page. */
export const homeFor = (role: StaffRole): string => (role === 'sales' ? SCREENS.leads.path : CONSOLE_HOME);
