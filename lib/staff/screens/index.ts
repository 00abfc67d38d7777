// Every console screen, in the navigation's order: the one place that says a screen's path, words and roles.
import { STAFF_ROLES } from '../roles';
import { account } from './account';
import { audit } from './audit';
import { content } from './content';
import { editor } from './editor';
import { health } from './health';
import { home } from './home';
import { leads } from './leads';
import { pages } from './pages';
import { people } from './people';
import { redirects } from './redirects';
import { schedule } from './schedule';
import type { Access, StaffScreen } from './screen';
import { vitals } from './vitals';

export { mayUse, type Access, type StaffScreen } from './screen';
export { recordPage } from './content';
export { editPath, findPath } from './editor';

export const SCREENS = {
  pages,
  content,
  editor,
  schedule,
  redirects,
  leads,
  vitals,
  health,
  people,
  audit,
  home,
  account,
} as const satisfies Record<string, StaffScreen>;

export type ScreenName = keyof typeof SCREENS;

/** The console's frame and the pages every signed-in person may see (the 403 page, a missing lead). */
export const SIGNED_IN: Access = { roles: STAFF_ROLES };
