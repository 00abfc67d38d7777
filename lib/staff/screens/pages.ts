// Pages: find a page, see what is live, refresh it.
import type { Access, StaffScreen } from './screen';

export const pages = {
  path: '/staff/pages',
  nav: 'Pages',
  title: 'Pages',
  roles: ['admin', 'editor'],
  /** Refreshing every page at once: admins only, since it re-renders the whole site. */
  everything: { roles: ['admin'] },
} as const satisfies StaffScreen & { everything: Access };
