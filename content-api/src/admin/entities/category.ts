import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import type { EntitySpec } from '../entity.ts';
import type { FieldTypes, Reference } from '../fields.ts';
import { asList, asParentId } from '../read-back.ts';
import { nestedSchemas } from './nested.ts';
import { checkParent, parentIdField, refuseDeleteWithChildren } from './parents.ts';

const TREE = { table: 'categories', idColumn: 'category_id', parentColumn: 'parent_category_id', noun: 'category' };

export function categoryEntity(t: FieldTypes): EntitySpec {
  const nested = nestedSchemas(t);
  return {
    type: 'category',
    plural: 'categories',
    noun: 'category',
    announcesSlug: true,
    table: 'categories',
    idColumn: 'category_id',
    slugColumn: 'category_slug',
    slugAlias: 'category_slug',
    titleField: 'category_title',
    fields: {
      ...t.publication,
      category_title: t.text(),
      category_meta_title: t.nullableText(),
      category_meta_desc: t.nullableText(1_000),
      category_banner_bg_img: t.image,
      category_banner_img: t.image,
      category_second_img: t.image,
      category_third_img: t.image,
      category_fourth_img: t.image,
      // Either names the parent; 0 or "" means top-level.
      parent_category_id: parentIdField('categories'),
      parent_category_slug: z
        .string()
        .max(200)
        .meta({ kind: 'reference', to: 'categories', by: 'slug' } satisfies Reference),
      tools_platform_array: nested.cards,
      pricing_array: nested.pricing,
      profile_array: nested.profiles,
      sort_order: t.sortOrder,
    },
    required: [
      'category_title',
      'category_banner_bg_img',
      'category_banner_img',
      'category_second_img',
      'category_third_img',
      'category_fourth_img',
    ],
    readBack: {
      parent_category_id: asParentId,
      tools_platform_array: asList,
      pricing_array: asList,
      profile_array: asList,
    },
    defaults: () => ({
      category_meta_title: null,
      category_meta_desc: null,
      tools_platform_array: '[]',
      pricing_array: '[]',
      profile_array: '[]',
      sort_order: 0,
    }),
    prepare(db, values, id) {
      if ('parent_category_slug' in values) {
        const slug = values.parent_category_slug as string;
        delete values.parent_category_slug;
        const parentId =
          slug === ''
            ? null
            : (db.prepare('SELECT category_id FROM categories WHERE category_slug = ?').pluck().get(slug) as
                number | undefined);
        if (parentId === undefined) throw badRequest(`parent_category_slug: no category "${slug}"`);
        if ('parent_category_id' in values && values.parent_category_id !== parentId) {
          throw badRequest('parent_category_id and parent_category_slug name different parents');
        }
        values.parent_category_id = parentId;
      }
      if ('parent_category_id' in values) checkParent(db, TREE, id, values.parent_category_id as number | null);
    },
    beforeDelete: (db, id, slug) => refuseDeleteWithChildren(db, TREE, id, slug),
  };
}
