import type { EntitySpec } from '../entity.ts';
import type { FieldTypes } from '../fields.ts';
import { appendToList } from './lists.ts';

export function trustedByEntity(t: FieldTypes): EntitySpec {
  return {
    type: 'trustedby',
    plural: 'trusted-by',
    noun: 'trusted-by logo',
    announcesSlug: false,
    table: 'trusted_by',
    idColumn: 'id',
    slugColumn: 'slug',
    slugAlias: 'slug',
    titleField: 'title',
    fields: { title: t.text(200), logo: t.image, sort_order: t.sortOrder },
    required: ['title', 'logo'],
    defaults: () => ({}),
    prepare(db, values, id) {
      if (id === null) appendToList(db, 'trusted_by', values);
    },
  };
}
