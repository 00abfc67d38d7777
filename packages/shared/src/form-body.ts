// How large a form-encoded body a form's fields can make, so a receiver's body limit follows the fields' own
// limits instead of a guess. Every limit here counts UTF-16 code units: what a browser's `maxlength` and
// JavaScript's `length` count (an emoji is 2), the one unit the form, the site's server and each receiver share.

/**
 * The most bytes one code unit becomes once percent-encoded: a character outside ASCII in the Basic Multilingual
 * Plane (Chinese, Cyrillic) is 3 UTF-8 bytes, each written `%XX`. An emoji is 2 units and 12 bytes, so 6 per unit.
 */
export const ENCODED_BYTES_PER_UNIT = 9;

/** The most bytes one code unit takes as raw UTF-8 (a multipart body, as a browser posts a server action). */
export const UTF8_BYTES_PER_UNIT = 3;

/** The field every delivered lead carries its id in (a UUID), on which the receivers deduplicate. */
export const LEAD_ID_FIELD = 'lead_id';
export const LEAD_ID_LIMITS = { [LEAD_ID_FIELD]: 36 } as const;

/** A field's limit, and how many values it may carry when it repeats (the skills checkboxes). */
export type FieldLimits = Readonly<Record<string, number>>;

/**
 * The longest `application/x-www-form-urlencoded` body of these fields: each value at its limit in the costliest
 * characters, each name encoded, an `=` and an `&` per value. A receiver that accepts this accepts every valid form.
 */
export function urlencodedBodyLimit(limits: FieldLimits, repeats: FieldLimits = {}): number {
  let bytes = 0;
  for (const [name, limit] of Object.entries(limits)) {
    const one = encodeURIComponent(name).length + 2 + limit * ENCODED_BYTES_PER_UNIT;
    bytes += one * (repeats[name] ?? 1);
  }
  return bytes;
}
