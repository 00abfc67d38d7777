import 'server-only';
import { cache } from 'react';
import { apiGet } from './fetch';
import { executivesSchema, teamSchema, testimonialsSchema } from './schemas/people';
import { TAGS } from './tags';

/** The spec fixes the executives' category id at 12. */
const EXECUTIVES_CATEGORY_ID = 12;

export const getTeam = cache(() => apiGet('get-team-list', { schema: teamSchema, tags: [TAGS.team] }));

export const getExecutives = cache(() =>
  apiGet('get-team-list-by-catid', {
    schema: executivesSchema,
    params: { catId: EXECUTIVES_CATEGORY_ID },
    tags: [TAGS.executives],
  }),
);

export const getTestimonials = cache(() =>
  apiGet('get-testimonial-list', { schema: testimonialsSchema, tags: [TAGS.testimonials] }),
);
