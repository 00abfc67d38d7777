// What the content API says a type's field accepts (GET /admin/schema) and the console's editor draws a form from.

export const FIELD_KINDS = [
  'text',
  'long-text',
  'rich-text',
  'date',
  'date-time',
  'number',
  'boolean',
  'choice',
  'image',
  'file',
  'site-path',
  'url',
  'list',
  'reference',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface FieldDescription {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** null is a value it takes (clears the field). */
  nullable: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  integer?: boolean;
  choices?: readonly string[];
  maxItems?: number;
  /** A list's item fields; a list of plain values has one, named `value`. */
  items?: FieldDescription[];
  /** A reference's admin collection, and whether the field holds its slug or its id. */
  to?: string;
  by?: 'slug' | 'id';
  /** A picture's field of alt text: needed whenever the picture is set. */
  altField?: string;
}

export interface TypeDescription {
  type: string;
  /** `/admin/<collection>/<slug>` writes and reads it. */
  collection: string;
  noun: string;
  /** The body's name for the slug (the URL's segment names it too). */
  slugField: string;
  titleField: string;
  fields: FieldDescription[];
}
