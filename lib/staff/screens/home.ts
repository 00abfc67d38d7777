// The console's front page: what each person may open; sales land on their lead inbox instead.
import { STAFF_ROLES } from '../roles';
import type { StaffScreen } from './screen';

export const home = {
  path: '/staff',
  title: 'Home',
  roles: STAFF_ROLES,
} as const satisfies StaffScreen;
