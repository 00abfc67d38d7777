// Redirects: add, trace and remove the site's redirects.
import type { StaffScreen } from './screen';

export const redirects = {
  path: '/staff/redirects',
  nav: 'Redirects',
  title: 'Redirects',
  roles: ['admin', 'editor'],
} as const satisfies StaffScreen;
