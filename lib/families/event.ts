// Events: /event-detail/[slug], their card and calendar file, the events list and calendar feed, the events sitemap.
import { CALENDAR_FILE, FILES, PAGE_PATHS, sitemapFile } from '../pages';
import { PRERENDER_FIRST_EVENTS } from '../prerender';
import { firstOf, recordFamily } from './family';

export const event = recordFamily({
  name: 'event',
  collection: 'events',
  calls: { detail: 'get-event-details', list: 'get-event-list', recordAt: '' },
  schemas: () =>
    import('../api/schemas/events').then(({ eventDetailSchema, eventListSchema }) => ({
      detail: eventDetailSchema,
      list: eventListSchema,
    })),
  records: (events) => events,
  // The first events of the list: upcoming ones, then the latest past ones.
  prerender: PRERENDER_FIRST_EVENTS,
  files: [CALENDAR_FILE],
  // The calendar feed lists the upcoming events, so an edit re-renders it with the list.
  listPages: [PAGE_PATHS.events, FILES.eventsCalendar],
  sitemap: { path: sitemapFile('events.xml'), priority: 0.5 },
  words: { one: 'event', many: 'events', type: 'Event', label: 'event' },
  kicker: (event) => [event.date, event.city].filter(Boolean).join(' · '),
  bench: (events) => [{ type: 'event', slug: firstOf(events, 'event').slug }],
});
