import * as z from 'zod/mini';
import { imageUrl, text } from './common';
import type { SeoSource } from './seo-source';

const eventCardWire = z.object({ slug: text, featured_image: imageUrl, title: text, venue: text, event_date: text });

export const eventListSchema = z.pipe(
  z.array(eventCardWire),
  z.transform((events) =>
    events.map((event) => ({
      slug: event.slug,
      title: event.title,
      venue: event.venue,
      date: event.event_date,
      image: { src: event.featured_image, alt: event.title },
    })),
  ),
);
export type EventCard = z.output<typeof eventListSchema>[number];

const eventDetailWire = z.object({
  title: text,
  city: text,
  event_date: text,
  venue: text,
  genre: text,
  participation_area: text,
  outline: text,
  speakers: text,
  summary: text,
  event_gallery: z.array(z.object({ gallery_image: imageUrl })),
});

/** The first item is the event; an empty list means not found (null), as the family's `recordAt` says. */
export const eventDetailSchema = z.pipe(
  z.array(eventDetailWire),
  z.transform((answer) => {
    const [event] = answer;
    return event
      ? {
          title: event.title,
          // The featured image lives on the list card only; the page adds it from there.
          seo: {
            metaTitle: null,
            metaDescription: null,
            title: event.title,
            fallbackDescriptions: [event.summary],
          } satisfies SeoSource,
          city: event.city,
          date: event.event_date,
          venue: event.venue,
          genre: event.genre,
          participationArea: event.participation_area,
          outline: event.outline,
          speakers: event.speakers,
          summaryHtml: event.summary,
          gallery: event.event_gallery.map((item) => item.gallery_image),
        }
      : null;
  }),
);
export type EventDetail = NonNullable<z.output<typeof eventDetailSchema>>;
