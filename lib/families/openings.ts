// Job openings: no page of their own, each listed on the openings page and the jobs feed; a preview link lands there.
import { TAGS } from '@/lib/api/tags';
import { routes } from '@/lib/routes';
import { listFamily, type FamilyWords } from './family';

export const openings = {
  /** The publish hook's list type and the console's refresh of it. */
  list: listFamily([TAGS.openings], [routes.openings, routes.jobsFeed]),
  /** What a preview link of one opening opens. */
  preview: () => routes.openings,
  words: {
    one: 'opening',
    many: 'openings',
    type: 'Job opening',
    label: 'opening',
    found: 'Opening, on the openings page',
  } as const satisfies FamilyWords,
};
