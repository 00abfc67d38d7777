// The CRM's field sizes (@site/shared/crm-fields), which the site's forms keep to: the stand-in refuses what the real
// CRM would not keep, and takes any body of every field at its size in the costliest script. The fields the
// attribution map names (CRM_ATTRIBUTION_FIELDS) are custom text fields of 255 characters, counted the same way.
import { attributionFieldLimits, type AttributionFieldMapping } from '@site/shared/crm-attribution';
import { CRM_FIELD_LIMITS, CRM_FIELD_REPEATS } from '@site/shared/crm-fields';
import { LEAD_ID_LIMITS, urlencodedBodyLimit } from '@site/shared/form-body';
import type { LeadFields } from '../leads/store.ts';

export interface CrmLimits {
  bodyLimit: number;
  /** The known fields with a value longer than the CRM keeps, or more values than it takes. */
  tooLongFields: (fields: LeadFields) => string[];
}

export function crmLimits(attributionFields: readonly AttributionFieldMapping[]): CrmLimits {
  const limits: Readonly<Record<string, number>> = {
    ...CRM_FIELD_LIMITS,
    ...LEAD_ID_LIMITS,
    ...attributionFieldLimits(attributionFields),
  };
  return {
    bodyLimit: urlencodedBodyLimit(limits, CRM_FIELD_REPEATS),
    tooLongFields: (fields) =>
      Object.keys(limits).filter((name) => {
        const values = Object.hasOwn(fields, name) ? [fields[name] ?? []].flat() : [];
        return values.length > (CRM_FIELD_REPEATS[name] ?? 1) || values.some((value) => value.length > limits[name]!);
      }),
  };
}
