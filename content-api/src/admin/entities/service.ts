import { isReservedSiteSlug } from '../../content/reserved-slugs.ts';
import { badRequest } from '../../http/errors.ts';
import type { EntitySpec } from '../entity.ts';
import type { FieldTypes } from '../fields.ts';
import { asList, asParentId } from '../read-back.ts';
import { nestedSchemas } from './nested.ts';
import { checkParent, parentIdField, refuseDeleteWithChildren } from './parents.ts';

const TREE = { table: 'services', idColumn: 'service_id', parentColumn: 'parent_service_id', noun: 'service' };

export function serviceEntity(t: FieldTypes): EntitySpec {
  const nested = nestedSchemas(t);
  return {
    type: 'service',
    plural: 'services',
    noun: 'service',
    announcesSlug: true,
    table: 'services',
    idColumn: 'service_id',
    slugColumn: 'service_slug',
    slugAlias: 'service_slug',
    titleField: 'service_title',
    fields: {
      ...t.publication,
      service_title: t.text(),
      service_meta_title: t.text(),
      service_meta_desc: t.text(1_000),
      service_banner_img: t.image,
      service_banner_bg_img: t.image,
      service_second_section_img: t.image,
      service_bottom_section_img: t.image,
      parent_service_id: parentIdField('services'),
      service_includes_array: nested.includes,
      service_platform_array: nested.cards,
      case_study_array: nested.caseStudies,
      sort_order: t.sortOrder,
    },
    required: [
      'service_title',
      'service_meta_desc',
      'service_banner_img',
      'service_banner_bg_img',
      'service_second_section_img',
      'service_bottom_section_img',
    ],
    readBack: {
      parent_service_id: asParentId,
      service_includes_array: asList,
      service_platform_array: asList,
      case_study_array: asList,
    },
    defaults: (values) => ({
      service_meta_title: values.service_title,
      parent_service_id: null,
      service_includes_array: '[]',
      service_platform_array: '[]',
      case_study_array: '[]',
      sort_order: 0,
    }),
    prepare(db, values, id, slug) {
      // The site serves services at /{slug}, so a slug must not shadow one of its routes.
      if (isReservedSiteSlug(slug)) throw badRequest(`slug: "${slug}" is taken by a site route`);
      if ('parent_service_id' in values) checkParent(db, TREE, id, values.parent_service_id as number | null);
    },
    beforeDelete: (db, id, slug) => refuseDeleteWithChildren(db, TREE, id, slug),
  };
}
