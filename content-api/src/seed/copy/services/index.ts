import { SOFTWARE_DEVELOPMENT_SERVICE } from './software-development.ts';
import { DEDICATED_DEVELOPMENT_TEAMS_SERVICE } from './dedicated-development-teams.ts';
import { UI_UX_DESIGN_SERVICE } from './ui-ux-design.ts';
import { DIGITAL_MARKETING_SERVICE } from './digital-marketing.ts';
import { VIRTUAL_ASSISTANT_SERVICE } from './virtual-assistants.ts';
import { ACCOUNTING_AND_BOOKKEEPING_SERVICE } from './accounting-and-bookkeeping.ts';
import type { ServiceCopy } from './types.ts';

export type { CaseStudyCopy, ServiceCopy, SubServiceCopy } from './types.ts';

// The six top-level services and their sub-services. Slugs are unique across both levels and avoid the site's routes.
// Seed order: reordering changes ids and which images each service gets.
export const SERVICES: readonly ServiceCopy[] = [
  SOFTWARE_DEVELOPMENT_SERVICE,
  DEDICATED_DEVELOPMENT_TEAMS_SERVICE,
  UI_UX_DESIGN_SERVICE,
  DIGITAL_MARKETING_SERVICE,
  VIRTUAL_ASSISTANT_SERVICE,
  ACCOUNTING_AND_BOOKKEEPING_SERVICE,
];
