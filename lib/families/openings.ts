// Job openings: no page of their own, each listed on the openings page and the jobs feed; a preview link lands there.
import { TAGS } from '../api/tags';
import { FILES, PAGE_PATHS } from '../pages';
import { listFamily, type FamilyWords } from './family';

export const openings = {
  /** The content API admin API's collection: `/admin/openings/<slug>`. */
  collection: 'openings',
  /** The publish hook's list type and the console's refresh of it. */
  list: listFamily([TAGS.openings], [PAGE_PATHS.openings, FILES.jobsFeed]),
  /** What a preview link of one opening opens. */
  preview: () => PAGE_PATHS.openings,
  words: {
    one: 'opening',
    many: 'openings',
    type: 'Job opening',
    label: 'opening',
    found: 'Opening, on the openings page',
  } as const satisfies FamilyWords,
};
