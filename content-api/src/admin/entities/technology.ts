import { z } from 'zod';
import type { EntitySpec } from '../entity.ts';
import type { FieldTypes } from '../fields.ts';
import { appendToList, replaceRows } from './lists.ts';

/** A get-technology-list tab; its key is eventKey. */
export function technologyEntity(t: FieldTypes): EntitySpec {
  return {
    type: 'technology',
    plural: 'technologies',
    noun: 'technology tab',
    announcesSlug: false,
    table: 'technology_tabs',
    idColumn: 'id',
    slugColumn: 'event_key',
    slugAlias: 'eventKey',
    titleField: 'tabName',
    fields: {
      tabName: t.text(120),
      webdevImg: z
        .array(z.strictObject({ page_url: t.sitePath, src: t.imageWithAlt('alt'), alt: t.text(200) }))
        .max(100),
      sort_order: t.sortOrder,
    },
    required: ['tabName'],
    defaults: () => ({}),
    prepare(db, values, id) {
      if ('tabName' in values) {
        values.tab_name = values.tabName;
        delete values.tabName;
      }
      if (id === null) appendToList(db, 'technology_tabs', values);
    },
    readBack: { tabName: { column: 'tab_name' } },
    children: { webdevImg: replaceRows('technology_items', 'tab_id') },
  };
}
