// The schedule: what goes live or comes down in the coming days.
import type { StaffScreen } from './screen';

export const schedule = {
  path: '/staff/schedule',
  nav: 'Schedule',
  title: 'The schedule',
  roles: ['admin', 'editor'],
} as const satisfies StaffScreen;
