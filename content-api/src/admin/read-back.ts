import type { EntitySpec, StoredField, Values } from './entity.ts';

/** A 0/1 column as the boolean a PUT takes. */
export const asFlag: StoredField = { read: (value) => value === 1 };
/** A nested list stored as JSON text, as the array a PUT takes. */
export const asList: StoredField = { read: (value) => JSON.parse(String(value)) as unknown };
/** A parent id stored as NULL for top-level, as the 0 a PUT (and the contract) uses. */
export const asParentId: StoredField = { read: (value) => value ?? 0 };

/** A stored row as the fields a PUT of `entity` takes, so what was written reads back in the same form. */
export function readBack(entity: EntitySpec, row: Record<string, unknown>): Values {
  const fields: Values = {};
  for (const name of Object.keys(entity.fields)) {
    const stored = entity.readBack?.[name];
    const column = stored?.column ?? name;
    // A field that only names another (location_slug, parent_category_slug) has no column of its own.
    if (!(column in row)) continue;
    fields[name] = stored?.read ? stored.read(row[column]) : row[column];
  }
  return fields;
}
