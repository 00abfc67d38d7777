// What a console screen is: one definition the navigation, the page's guard and the screen's actions all read.
import { roleAllows, type StaffRole } from '../roles';

/** Who may open a screen or use one of its powers: the roles listed (admins are always listed, as they always may). */
export interface Access {
  readonly roles: readonly StaffRole[];
}

export interface StaffScreen extends Access {
  readonly path: `/staff${string}`;
  /** The page's title and its heading. */
  readonly title: string;
  /** Its entry in the console's navigation; a screen without one is reached another way (the header, a redirect). */
  readonly nav?: string;
}

/** Whether `role` may open the screen or use the power. */
export const mayUse = (role: StaffRole, access: Access): boolean => roleAllows(role, access.roles);
