// The record editor: a record's words and pictures, drawn from the CMS's description of its type. Reached from a
// record's page and the drafts list, so it has no navigation entry of its own.
import type { StaffScreen } from './screen';

export const editor = {
  path: '/staff/editor',
  title: 'Edit a record',
  roles: ['admin', 'editor'],
} as const satisfies StaffScreen;

/** A record's edit screen: `/staff/editor/blogs/<slug>`; without a slug, a new record's. */
export const editPath = (collection: string, slug = '') =>
  `${editor.path}/${encodeURIComponent(collection)}${slug ? `/${encodeURIComponent(slug)}` : ''}`;
