// Write and edit: the finder, where any record of any type the CMS describes is found by its title and opened, and
// the record editor itself, drawn from the CMS's description of the record's type.
import type { StaffScreen } from './screen';

export const editor = {
  path: '/staff/editor',
  nav: 'Write and edit',
  title: 'Write and edit',
  roles: ['admin', 'editor'],
} as const satisfies StaffScreen;

/** A record's edit screen: `/staff/editor/blogs/<slug>`; without a slug, a new record's. */
export const editPath = (collection: string, slug = '') =>
  `${editor.path}/${encodeURIComponent(collection)}${slug ? `/${encodeURIComponent(slug)}` : ''}`;

/** A type's list in the finder: `/staff/editor?type=blogs`. */
export const findPath = (collection: string) => `${editor.path}?type=${encodeURIComponent(collection)}`;
