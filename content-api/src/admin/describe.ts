// What each editable type accepts, described for a form: read off the very zod schemas its writes validate with
// (zod's JSON Schema of their input, plus the kind fields.ts attaches), so the description cannot drift from the writes.
import { z } from 'zod';
import type { EntitySpec } from './entity.ts';
import type { FieldKindMeta } from './fields.ts';
import type { FieldDescription, FieldKind, TypeDescription } from '@site/shared/field-description';

export type { FieldDescription, FieldKind, TypeDescription };

/** Text longer than this is drawn as a text area. */
const SHORT_TEXT_MAX = 500;

type JsonSchema = z.core.JSONSchema.BaseSchema & Partial<FieldKindMeta>;

// The short forms the field names use, written out as a person reads them.
const WORDS: Record<string, string> = {
  alt: 'alt text',
  array: '',
  bg: 'background',
  cat: 'category',
  dept: 'department',
  desc: 'description',
  exp: 'experience',
  id: 'ID',
  img: 'image',
  src: 'image',
  url: 'URL',
  yr: 'years',
};

/**
 * A field's label from its name, without its type's own noun in front: 'blog_img_alt' of a blog post (prefix 'blog') → 'Image alt text',
 * 'TabContent' → 'Tab content'.
 */
export const labelOf = (name: string, noun = ''): string => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const own = noun.toLowerCase().split(/[\s-]+/);
  const named =
    own.every((word, at) => words[at] === word) && words.length > own.length ? words.slice(own.length) : words;
  const text = named
    .map((word) => WORDS[word] ?? word)
    .filter(Boolean)
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The schema without its null branch, and whether it had one. */
function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const branches = (schema.anyOf ?? []) as JsonSchema[];
  const others = branches.filter((branch) => branch.type !== 'null');
  if (!branches.length || others.length === branches.length) return { schema, nullable: false };
  // A text-or-number union reads as its first branch, the one a form writes.
  return { schema: others[0] ?? {}, nullable: true };
}

function kindOf(schema: JsonSchema): FieldKind {
  if (schema.kind) return schema.kind;
  if (schema.enum) return 'choice';
  if (schema.anyOf) return kindOf((schema.anyOf as JsonSchema[])[0] ?? {});
  switch (schema.type) {
    case 'boolean':
      return 'boolean';
    case 'integer':
    case 'number':
      return 'number';
    case 'array':
      return 'list';
    default:
      return (schema.maxLength ?? 0) > SHORT_TEXT_MAX ? 'long-text' : 'text';
  }
}

function describeField(name: string, input: JsonSchema, required: boolean, noun = ''): FieldDescription {
  const { schema, nullable } = withoutNull(input);
  const kind = kindOf(schema);
  const field: FieldDescription = { name, label: labelOf(name, noun), kind, required, nullable };
  const bounds = schema.anyOf ? ((schema.anyOf as JsonSchema[])[0] ?? {}) : schema;
  if (bounds.minLength !== undefined) field.minLength = bounds.minLength;
  if (bounds.maxLength !== undefined) field.maxLength = bounds.maxLength;
  if (bounds.minimum !== undefined) field.minimum = bounds.minimum;
  if (bounds.maximum !== undefined) field.maximum = bounds.maximum;
  if (bounds.type === 'integer') field.integer = true;
  if (schema.enum) field.choices = schema.enum.map(String);
  if (schema.kind === 'reference') Object.assign(field, { to: schema.to, by: schema.by });
  if (schema.kind === 'image' && schema.altField) field.altField = schema.altField;
  if (kind === 'list') {
    if (schema.maxItems !== undefined) field.maxItems = schema.maxItems;
    field.items = describeItems(schema.items as JsonSchema);
  }
  return field;
}

function describeItems(item: JsonSchema): FieldDescription[] {
  if (item.type !== 'object') return [describeField('value', item, true)];
  const required = new Set(item.required ?? []);
  return Object.entries(item.properties ?? {}).map(([name, schema]) =>
    describeField(name, schema as JsonSchema, required.has(name)),
  );
}

/** One type's description: each contract field, in the order its definition lists them. */
export function describeEntity(entity: EntitySpec): TypeDescription {
  const required = new Set(entity.required);
  return {
    type: entity.type,
    collection: entity.plural,
    noun: entity.noun,
    slugField: entity.slugAlias,
    titleField: entity.titleField,
    fields: Object.entries(entity.fields).map(([name, schema]) =>
      // The input side: what a PUT may carry, before the write's own transforms.
      describeField(
        name,
        z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
        required.has(name),
        entity.fieldPrefix ?? entity.noun,
      ),
    ),
  };
}
