// The console's roles and who may do what: client-safe, so the navigation and the pages share one table.
export const STAFF_ROLES = ['admin', 'editor', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

/** Whether `role` may open what `allowed` names: an admin may open everything. */
export const roleAllows = (role: StaffRole, allowed: readonly StaffRole[]): boolean =>
  role === 'admin' || allowed.includes(role);

/** How each role is named and what it is for, in the words the People page shows. */
export const ROLE_INFO: Record<StaffRole, { label: string; summary: string }> = {
  admin: { label: 'Admin', summary: 'Everything, and people: invites, roles, removals, the audit log.' },
  editor: { label: 'Editor', summary: 'Refreshes pages, drafts and preview links, the schedule, redirects.' },
  sales: { label: 'Sales', summary: 'Leads, and the health of the site.' },
};
