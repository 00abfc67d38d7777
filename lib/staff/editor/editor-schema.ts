// What the CMS says each editable type accepts (GET /admin/schema): the console draws every editor from it.
import { z } from 'zod';
import { FIELD_KINDS, type FieldDescription } from '@site/shared/field-description';

export type { FieldDescription, FieldKind } from '@site/shared/field-description';

const name = z.string().max(120);
const bound = z.number().optional();

export const fieldDescriptionSchema: z.ZodType<FieldDescription> = z.lazy(() =>
  z.object({
    name,
    label: z.string().max(200),
    kind: z.enum(FIELD_KINDS),
    required: z.boolean(),
    nullable: z.boolean(),
    minLength: bound,
    maxLength: bound,
    minimum: bound,
    maximum: bound,
    integer: z.boolean().optional(),
    choices: z.array(z.string().max(200)).max(100).optional(),
    maxItems: bound,
    items: z.array(fieldDescriptionSchema).max(100).optional(),
    to: name.optional(),
    by: z.enum(['slug', 'id']).optional(),
    altField: name.optional(),
  }),
);

/** A required picture's alt text is required in the form too: the editor saves the picture only with it. */
function withRequiredAlt(fields: FieldDescription[]): FieldDescription[] {
  const alts = new Set(fields.filter((field) => field.required && field.altField).map((field) => field.altField));
  return fields.map((field) => (alts.has(field.name) ? { ...field, required: true } : field));
}

export const typeDescriptionSchema = z.object({
  type: name,
  collection: name,
  noun: z.string().max(200),
  slugField: name,
  titleField: name,
  fields: z.array(fieldDescriptionSchema).max(200).transform(withRequiredAlt),
});
export type TypeDescription = z.output<typeof typeDescriptionSchema>;

export const editorSchemaSchema = z.object({ types: z.array(typeDescriptionSchema).max(100) });
