// The audit log: who did what, when, on what.
import type { StaffScreen } from './screen';

export const audit = {
  path: '/staff/audit',
  nav: 'Audit log',
  title: 'Audit log',
  roles: ['admin'],
} as const satisfies StaffScreen;
