// The CRM's field sizes (@site/shared/crm-fields), which the site's forms keep to: the stand-in refuses what the real
// CRM would not keep, and takes any body of every field at its size in the costliest script.
import { CRM_FIELD_LIMITS, CRM_FIELD_REPEATS } from '@site/shared/crm-fields';
import { LEAD_ID_LIMITS, urlencodedBodyLimit } from '@site/shared/form-body';
import type { LeadFields } from '../leads/store.ts';

const LIMITS: Readonly<Record<string, number>> = { ...CRM_FIELD_LIMITS, ...LEAD_ID_LIMITS };

export const CRM_BODY_LIMIT = urlencodedBodyLimit(LIMITS, CRM_FIELD_REPEATS);

/** The known fields with a value longer than the CRM keeps, or more values than it takes. */
export function tooLongFields(fields: LeadFields): string[] {
  return Object.keys(LIMITS).filter((name) => {
    const values = Object.hasOwn(fields, name) ? [fields[name] ?? []].flat() : [];
    return values.length > (CRM_FIELD_REPEATS[name] ?? 1) || values.some((value) => value.length > LIMITS[name]!);
  });
}
