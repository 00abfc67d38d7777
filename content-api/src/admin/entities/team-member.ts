import { z } from 'zod';
import type { EntitySpec } from '../entity.ts';
import type { FieldTypes } from '../fields.ts';
import { appendToList, resolveGroup } from './lists.ts';

const DEPARTMENT = {
  idField: 'catId',
  keyField: 'dept_key',
  table: 'team_departments',
  idColumn: 'id',
  keyColumn: 'dept_key',
  column: 'department_id',
  noun: 'department',
};

export function teamMemberEntity(t: FieldTypes): EntitySpec {
  return {
    type: 'team',
    plural: 'team-members',
    noun: 'team member',
    announcesSlug: false,
    table: 'team_members',
    idColumn: 'id',
    slugColumn: 'slug',
    slugAlias: 'slug',
    titleField: 'name',
    fields: {
      name: t.text(200),
      designation: t.text(),
      photo: t.image,
      linkedin_url: t.webUrl.nullable(),
      // The department: its dept.key from get-team-list, or its catId (12 = the executives).
      dept_key: z.string().max(200),
      catId: z.number().int().min(0),
      sort_order: t.sortOrder,
    },
    required: ['name', 'designation', 'photo'],
    defaults: () => ({ linkedin_url: null }),
    prepare(db, values, id) {
      resolveGroup(db, values, DEPARTMENT, id === null, 'team member');
      if (id === null)
        appendToList(db, 'team_members', values, { column: 'department_id', value: values.department_id });
    },
  };
}
