// Your account: your role, your passkeys, signing out everywhere; reached from the console's header.
import { STAFF_ROLES } from '../roles';
import type { StaffScreen } from './screen';

export const account = {
  path: '/staff/account',
  title: 'Your account',
  roles: STAFF_ROLES,
} as const satisfies StaffScreen;
