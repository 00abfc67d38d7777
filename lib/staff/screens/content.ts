// Drafts and preview links: a record's state, its times and the links that show it before it is live.
import type { StaffScreen } from './screen';

export const content = {
  path: '/staff/content',
  nav: 'Drafts & previews',
  title: 'Drafts and preview links',
  roles: ['admin', 'editor'],
} as const satisfies StaffScreen;

/** A record's page in the console (its state, schedule and preview links): `/staff/content/blog/<slug>`. */
export const recordPage = ({ type, slug }: { type: string; slug: string }) =>
  `${content.path}/${encodeURIComponent(type)}/${encodeURIComponent(slug)}`;
