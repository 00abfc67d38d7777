// The lists with no page of their own, each named alone in the publish hook's body (`{ "type": "pricing" }`).
import { TAGS } from '../api/tags';
import { PAGE_PATHS } from '../pages';
import type { ListTypeName } from '@site/shared/content-types';
import { listFamily, type ListFamily } from './family';
import { openings } from './openings';

export const LISTS = {
  trustedby: listFamily([TAGS.trustedBy], [PAGE_PATHS.home, PAGE_PATHS.reviews]),
  technology: listFamily([TAGS.technologies, TAGS.skills], [PAGE_PATHS.home, PAGE_PATHS.allSkills]),
  team: listFamily([TAGS.team, TAGS.executives], [PAGE_PATHS.ourTeam]),
  testimonials: listFamily([TAGS.testimonials], [PAGE_PATHS.reviews]),
  video: listFamily([TAGS.video], [PAGE_PATHS.vetting, PAGE_PATHS.lifeAt]),
  pricing: listFamily([TAGS.pricing], [PAGE_PATHS.pricing]),
  openings: openings.list,
  skills: listFamily([TAGS.skills], [PAGE_PATHS.allSkills]),
} as const satisfies { [Name in ListTypeName]: ListFamily };
