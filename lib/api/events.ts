import 'server-only';
import { cache } from 'react';
import { apiGet } from './fetch';
import { eventDetailSchema, eventListSchema } from './schemas/events';
import { slugTag, TAGS } from './tags';

export const getEvents = cache((extraTags: readonly string[] = []) =>
  apiGet('get-event-list', { schema: eventListSchema, tags: [TAGS.eventList, ...extraTags] }),
);

/** The event, or null when the API answers an empty list. */
export const getEventDetail = cache((slug: string) =>
  apiGet('get-event-details', { schema: eventDetailSchema, params: { slug }, tags: [slugTag('event', slug)] }),
);
