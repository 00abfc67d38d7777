import { z } from 'zod';
import type { EntitySpec } from '../entity.ts';
import type { FieldTypes } from '../fields.ts';
import { appendToList } from './lists.ts';

export function testimonialEntity(t: FieldTypes): EntitySpec {
  return {
    type: 'testimonials',
    plural: 'testimonials',
    noun: 'testimonial',
    announcesSlug: false,
    table: 'testimonials',
    idColumn: 'id',
    slugColumn: 'slug',
    slugAlias: 'slug',
    titleField: 'full_name',
    fields: {
      ratings: z.number().int().min(1).max(5),
      testimonial_content: t.text(2_000),
      full_name: t.text(200),
      designation: t.text(),
      sort_order: t.sortOrder,
    },
    required: ['ratings', 'testimonial_content', 'full_name', 'designation'],
    defaults: () => ({}),
    prepare(db, values, id) {
      if (id === null) appendToList(db, 'testimonials', values);
    },
  };
}
