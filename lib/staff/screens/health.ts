// Health: what this instance sees of the content API, the CRM, the lead queue and the edges.
import type { StaffScreen } from './screen';

export const health = {
  path: '/staff/health',
  nav: 'Health',
  title: 'Health',
  roles: ['admin', 'editor', 'sales'],
} as const satisfies StaffScreen;
