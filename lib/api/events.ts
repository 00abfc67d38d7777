import 'server-only';
import { cache } from 'react';
import { apiGet } from './fetch';
import { eventDetailSchema, eventListSchema } from './schemas/events';
import { slugTag, TAGS } from './tags';

export const getEvents = cache(() => apiGet('get-event-list', { schema: eventListSchema, tags: [TAGS.eventList] }));

/** The event, or null when the API answers an empty list; `fresh` bypasses the data cache. */
export const getEventDetail = cache((slug: string, fresh = false) =>
  apiGet('get-event-details', {
    schema: eventDetailSchema,
    params: { slug },
    tags: [slugTag('event', slug)],
    oneRecord: true,
    fresh,
  }),
);
