// Web Vitals: what real visitors got, per page type and device.
import type { StaffScreen } from './screen';

export const vitals = {
  path: '/staff/vitals',
  nav: 'Web Vitals',
  title: 'Web Vitals',
  roles: ['admin', 'editor'],
} as const satisfies StaffScreen;
