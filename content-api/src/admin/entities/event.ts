import { z } from 'zod';
import type { EntitySpec } from '../entity.ts';
import type { FieldTypes } from '../fields.ts';
import { asList } from '../read-back.ts';

export function eventEntity(t: FieldTypes): EntitySpec {
  return {
    type: 'event',
    plural: 'events',
    noun: 'event',
    announcesSlug: true,
    table: 'events',
    idColumn: 'id',
    slugColumn: 'slug',
    slugAlias: 'slug',
    titleField: 'title',
    fields: {
      ...t.publication,
      title: t.text(),
      city: t.text(120),
      venue: t.text(),
      // The answer shows event_date as "12 Mar, 2025"; a write takes that form or YYYY-MM-DD.
      event_date: t.date,
      genre: t.text(),
      participation_area: t.text(),
      outline: t.text(2_000),
      speakers: t.text(2_000),
      summary: t.html(),
      featured_image: t.image,
      event_gallery: z
        .array(z.strictObject({ gallery_image: t.image }))
        .max(50)
        .transform((items) => JSON.stringify(items.map((item) => item.gallery_image))),
      sort_order: t.sortOrder,
    },
    required: [
      'title',
      'city',
      'venue',
      'event_date',
      'genre',
      'participation_area',
      'outline',
      'speakers',
      'summary',
      'featured_image',
    ],
    readBack: {
      event_date: { column: 'event_date_iso' },
      event_gallery: { read: (value) => (asList.read!(value) as string[]).map((path) => ({ gallery_image: path })) },
    },
    defaults: () => ({ event_gallery: '[]', sort_order: 0 }),
    prepare(_db, values) {
      if ('event_date' in values) {
        values.event_date_iso = values.event_date;
        delete values.event_date;
      }
    },
  };
}
