// The lists with no page of their own, each named alone in the publish hook's body (`{ "type": "pricing" }`).
import { TAGS } from '@/lib/api/tags';
import { routes } from '@/lib/routes';
import type { ListTypeName } from '@site/shared/content-types';
import { listFamily, type ListFamily } from './family';
import { openings } from './openings';

export const LISTS = {
  trustedby: listFamily([TAGS.trustedBy], [routes.home, routes.reviews]),
  technology: listFamily([TAGS.technologies, TAGS.skills], [routes.home, routes.allSkills]),
  team: listFamily([TAGS.team, TAGS.executives], [routes.ourTeam]),
  testimonials: listFamily([TAGS.testimonials], [routes.reviews]),
  video: listFamily([TAGS.video], [routes.vetting, routes.lifeAt]),
  pricing: listFamily([TAGS.pricing], [routes.pricing]),
  openings: openings.list,
  skills: listFamily([TAGS.skills], [routes.allSkills]),
} as const satisfies { [Name in ListTypeName]: ListFamily };
