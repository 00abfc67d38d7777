// The lead inbox: a lead's page, its export, release, retry and erasure.
import type { StaffScreen } from './screen';

export const leads = {
  path: '/staff/leads',
  nav: 'Leads',
  title: 'Leads',
  roles: ['admin', 'sales'],
} as const satisfies StaffScreen;
