import { z } from 'zod';
import type { EntitySpec } from '../entity.ts';
import type { FieldTypes } from '../fields.ts';
import { appendToList, replaceRows } from './lists.ts';

export function pricingCategoryEntity(t: FieldTypes): EntitySpec {
  return {
    type: 'pricing',
    plural: 'pricing-categories',
    noun: 'pricing category',
    announcesSlug: false,
    table: 'pricing_categories',
    idColumn: 'id',
    slugColumn: 'key_id',
    slugAlias: 'key_id',
    titleField: 'category_title',
    fields: {
      category_title: t.text(200),
      pricing_data: z
        .array(
          z.strictObject({
            pricing_icon: t.image,
            pricing_title: t.text(),
            pricing_short_description: t.text(1_000),
            pricing_amount: t.html(1_000),
            pricing_rate_unit: t.text(120),
            pricing_full_description: t.html(20_000),
          }),
        )
        .max(50),
      sort_order: t.sortOrder,
    },
    required: ['category_title'],
    defaults: () => ({}),
    prepare(db, values, id) {
      if (id === null) appendToList(db, 'pricing_categories', values);
    },
    children: { pricing_data: replaceRows('pricing_items', 'category_id') },
  };
}
