// Drafts and preview links: a record's state, its times and the links that show it before it is live.
import type { StaffScreen } from './screen';

export const content = {
  path: '/staff/content',
  nav: 'Drafts & previews',
  title: 'Drafts and preview links',
  roles: ['admin', 'editor'],
} as const satisfies StaffScreen;
