// A record's fields as the editor holds them (text as typed, lists as rows) and back as the body a PUT takes, checked
// against the CMS's own bounds first, so most mistakes are named before anything is sent. The CMS checks again.
import type { FieldDescription } from './editor-schema';

export type FormValue = string | boolean | FormRow[];
export interface FormRow {
  [field: string]: FormValue;
}
export type FormValues = FormRow;

/** Said in their own form (State and schedule), never by the editor: a save of the words never publishes. */
export const PUBLICATION_FIELDS: ReadonlySet<string> = new Set(['status', 'publish_at', 'unpublish_at']);

export const editableFields = (fields: readonly FieldDescription[]) =>
  fields.filter((field) => !PUBLICATION_FIELDS.has(field.name));

function formValueOf(field: FieldDescription, stored: unknown): FormValue {
  if (field.kind === 'list') {
    const rows = Array.isArray(stored) ? stored : [];
    const items = field.items ?? [];
    // A list of plain values (a case study's benefits) is held as rows of one field, `value`.
    const plain = items.length === 1 && items[0]?.name === 'value';
    return rows.map((row) => toFormValues(items, plain ? { value: row } : (row as Record<string, unknown>)));
  }
  if (field.kind === 'boolean') return stored === true;
  return stored === null || stored === undefined ? '' : String(stored);
}

/** The stored fields as the editor's values; a field the record lacks starts empty. */
export function toFormValues(fields: readonly FieldDescription[], stored: Record<string, unknown> = {}): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, formValueOf(field, stored[field.name])]));
}

export type FieldErrors = Record<string, string>;

const tooLong = (field: FieldDescription, length: number) =>
  `${field.label} is ${length.toLocaleString('en')} characters; at most ${field.maxLength?.toLocaleString('en')} fit.`;

/** One value as the body carries it, `undefined` to leave it out, or the error to show. */
function bodyValueOf(field: FieldDescription, value: FormValue, path: string, errors: FieldErrors): unknown {
  if (field.kind === 'list') {
    const rows = Array.isArray(value) ? value : [];
    if (field.maxItems !== undefined && rows.length > field.maxItems)
      errors[path] = `${field.label} holds at most ${field.maxItems}; remove ${rows.length - field.maxItems}.`;
    const items = field.items ?? [];
    const plain = items.length === 1 && items[0]?.name === 'value';
    return rows.map((row, index) => {
      const body = toBody(items, row, errors, `${path}.${index}`);
      return plain ? body.value : body;
    });
  }
  if (field.kind === 'boolean') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  // The bound first: nothing longer than the CMS takes is parsed at all.
  if (field.maxLength !== undefined && text.length > field.maxLength)
    return void (errors[path] = tooLong(field, text.length));
  if (text === '') {
    if (field.required) errors[path] ??= `${field.label} is needed.`;
    return field.nullable ? null : undefined;
  }
  if (field.minLength !== undefined && text.length < field.minLength)
    return void (errors[path] = `${field.label} needs at least ${field.minLength} characters.`);
  if (field.choices && !field.choices.includes(text))
    return void (errors[path] = `${field.label} must be one of ${field.choices.join(', ')}.`);
  if (field.kind !== 'number' && !(field.kind === 'reference' && field.by === 'id')) return text;
  const number = text.length <= 20 ? Number(text) : Number.NaN;
  if (!Number.isFinite(number) || (field.integer && !Number.isInteger(number)))
    return void (errors[path] = `${field.label} must be a ${field.integer ? 'whole ' : ''}number.`);
  if (
    (field.minimum !== undefined && number < field.minimum) ||
    (field.maximum !== undefined && number > field.maximum)
  )
    return void (errors[path] = `${field.label} must be from ${field.minimum ?? '…'} to ${field.maximum ?? '…'}.`);
  return number;
}

/** The body a PUT takes from the editor's values (only the described fields), with what to fix, by field path. */
export function toBody(
  fields: readonly FieldDescription[],
  values: FormValues,
  errors: FieldErrors = {},
  prefix = '',
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const pathOf = (name: string) => (prefix ? `${prefix}.${name}` : name);
  for (const field of fields) {
    const value = bodyValueOf(field, values[field.name] ?? '', pathOf(field.name), errors);
    if (value !== undefined) body[field.name] = value;
    const alt = field.altField && fields.find((other) => other.name === field.altField);
    if (alt && typeof value === 'string' && String(values[alt.name] ?? '').trim() === '')
      errors[pathOf(alt.name)] ??=
        `${alt.label} is needed with the picture: describe it for someone who cannot see it.`;
  }
  return body;
}

/**
 * Fields that held words and were emptied, which the CMS cannot empty (neither required nor nullable: a save would
 * leave them out and keep the old words while the form shows none), each with what to do.
 */
export function emptiedFields(fields: readonly FieldDescription[], before: FormValues, now: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    if (field.required || field.nullable || field.kind === 'list' || field.kind === 'boolean') continue;
    const [was, is] = [before[field.name], now[field.name]];
    if (typeof was === 'string' && was.trim() !== '' && (typeof is !== 'string' || is.trim() === ''))
      errors[field.name] = `${field.label} cannot be emptied once it has words: write new ones, or undo.`;
  }
  return errors;
}
