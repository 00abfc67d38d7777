// Events: /event-detail/[slug], their card and calendar file, the events list and calendar feed, the events sitemap.
import { TAGS } from '../api/tags';
import { FILES, PAGE_PATHS, sitemapFile } from '../pages';
import { firstOf, recordFamily } from './family';

export const event = recordFamily({
  name: 'event',
  pattern: '/event-detail/[slug]',
  files: ['event.ics', 'opengraph-image'],
  listTags: [TAGS.eventList],
  // The calendar feed lists the upcoming events, so an edit re-renders it with the list.
  listPages: [PAGE_PATHS.events, FILES.eventsCalendar],
  sitemap: { path: sitemapFile('events.xml'), priority: 0.5 },
  words: { one: 'event', many: 'events', type: 'Event', label: 'event' },
  bench: {
    call: 'get-event-list',
    schema: () => import('@/lib/api/schemas/events').then((schemas) => schemas.eventListSchema),
    pages: (events) => [{ type: 'event', slug: firstOf(events, 'event').slug }],
  },
});
