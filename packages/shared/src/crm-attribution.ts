// CRM_ATTRIBUTION_FIELDS: which CRM field receives which part of a lead's attribution, read by the site (which sends
// them) and the CRM stand-in (which keeps them), so both agree on the fields and their size (docs/leads.md).
import { CRM_FIELDS } from './crm-fields.ts';
import { LEAD_ID_FIELD } from './form-body.ts';
import { isTouchKey, TOUCH_KEYS, TOUCH_VALUE_LIMIT, type TouchKey } from './attribution-keys.ts';

/** One CRM field fed from one key of the first touch (a bare key) or the latest (`latest.` before the key). */
export interface AttributionFieldMapping {
  touch: 'first' | 'latest';
  key: TouchKey;
  field: string;
}

/** A CRM field's API name: a letter, then letters, digits, `_`, `.`, `-` or spaces, as CRMs name custom fields. */
const FIELD_NAME = /^[A-Za-z][\w .-]{0,63}$/;
const TAKEN: readonly string[] = [...Object.values(CRM_FIELDS), LEAD_ID_FIELD];

function mappingOf(entry: string): AttributionFieldMapping | string {
  const [source = '', field = '', ...rest] = entry.split('=').map((part) => part.trim());
  if (rest.length || !source || !field) return `${JSON.stringify(entry)} is not key=CRM_FIELD`;
  const latest = source.startsWith('latest.');
  const key = latest ? source.slice('latest.'.length) : source;
  if (!isTouchKey(key)) return `${JSON.stringify(source)} is not one of ${TOUCH_KEYS.join(', ')} (or latest.<key>)`;
  if (!FIELD_NAME.test(field)) return `${JSON.stringify(field)} is not a CRM field name`;
  if (TAKEN.includes(field)) return `${JSON.stringify(field)} is a field the forms already send`;
  return { touch: latest ? 'latest' : 'first', key, field };
}

/** The map, or every problem with it in words; an empty or unset value maps nothing. */
export function parseAttributionFields(
  text: string | undefined,
): { ok: true; fields: readonly AttributionFieldMapping[] } | { ok: false; problems: string[] } {
  const entries = (text ?? '').split(',').map((entry) => entry.trim());
  const results = entries.filter(Boolean).map(mappingOf);
  const problems = results.filter((result) => typeof result === 'string');
  const fields = results.filter((result) => typeof result !== 'string');
  const names = fields.map(({ field }) => field);
  for (const name of new Set(names.filter((name, index) => names.indexOf(name) !== index)))
    problems.push(`${JSON.stringify(name)} is named twice`);
  return problems.length ? { ok: false, problems } : { ok: true, fields };
}

/** Each mapped field's limit: one touch value, as the CRM's custom text fields keep. */
export const attributionFieldLimits = (fields: readonly AttributionFieldMapping[]): Record<string, number> =>
  Object.fromEntries(fields.map(({ field }) => [field, TOUCH_VALUE_LIMIT]));
