// People: invitations, roles and removals.
import type { StaffScreen } from './screen';

export const people = {
  path: '/staff/people',
  nav: 'People',
  title: 'People',
  roles: ['admin'],
} as const satisfies StaffScreen;
