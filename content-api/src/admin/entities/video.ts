import { z } from 'zod';
import type { EntitySpec } from '../entity.ts';
import type { FieldTypes } from '../fields.ts';
import { appendToList } from './lists.ts';

export function videoEntity(t: FieldTypes): EntitySpec {
  return {
    type: 'video',
    plural: 'videos',
    noun: 'video',
    announcesSlug: false,
    table: 'videos',
    idColumn: 'id',
    slugColumn: 'slug',
    slugAlias: 'slug',
    titleField: 'video_title',
    fields: {
      // The page that shows it (3 = the vetting process).
      page_id: z.number().int().min(1).max(1_000_000),
      video_title: t.text(),
      // An /uploads/… file such as /uploads/video/vetting-process.mp4.
      video_url: t.file,
      video_poster: t.image,
      sort_order: t.sortOrder,
    },
    required: ['page_id', 'video_title', 'video_url', 'video_poster'],
    defaults: () => ({}),
    prepare(db, values, id) {
      if (id === null) appendToList(db, 'videos', values, { column: 'page_id', value: values.page_id });
    },
  };
}
