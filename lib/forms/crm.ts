// The CRM web-to-lead forms' field names, hidden defaults and form identifiers (spec 000 §3, 001 §3),
// shared by the service lead, schedule-a-call and contact forms and matched by the CRM stand-in.

import { CRM_FIELDS, CRM_FIELD_LIMITS } from '@site/shared/crm-fields';
import { CRM_FORM_FIELDS, type CrmFormId } from '@site/shared/crm-forms';
import { PHONE_MAX_CHARS } from '@site/shared/phone';

/** The CRM's own input names and sizes live in @site/shared, which the CRM stand-in reads too. */
export { CRM_FIELDS, CRM_FIELD_LIMITS, CRM_FIELD_REPEATS } from '@site/shared/crm-fields';

/** Which form a lead came from; the stand-in checks each form's required fields by it. */
export const CRM_FORM_IDS = {
  serviceLead: 'service-lead',
  scheduleCall: 'schedule-a-call',
  contact: 'contact',
} as const satisfies Record<string, CrmFormId>;
export type { CrmFormId };

export const isCrmForm = (formId: string): formId is CrmFormId => Object.hasOwn(CRM_FORM_FIELDS, formId);

/** Hidden defaults every CRM form sends. */
export const CRM_HIDDEN_DEFAULTS = {
  [CRM_FIELDS.enquiryType]: 'Remote Talent Leads',
  [CRM_FIELDS.leadSource]: 'Website',
  [CRM_FIELDS.leadStatus]: 'Not Contacted',
  [CRM_FIELDS.formKey]: 'web-to-lead',
  [CRM_FIELDS.actionType]: 'TGVhZHM=',
} as const;

/** The CRM keeps at most this many characters of the page a lead was sent from (LEADCF17). */
export const SUBMITTED_FROM_MAX = CRM_FIELD_LIMITS[CRM_FIELDS.submittedFrom];

export const submittedFrom = (pageUrl: string) => pageUrl.slice(0, SUBMITTED_FROM_MAX);

/**
 * The most characters (UTF-16 code units, as `maxlength` counts) a field takes: the CRM's own size of it; the phone
 * as typed, with its + code and spaces (the CRM gets it in E.164).
 */
export const crmLimit = (name: string): number =>
  name === CRM_FIELDS.phone ? PHONE_MAX_CHARS : ((CRM_FIELD_LIMITS as Record<string, number>)[name] ?? 0);

/** Browser-side patterns and their titles, which the browser shows when a value does not match. */
export const CRM_PATTERNS = {
  // Letters of every script with their combining marks (José, Nguyễn, 李), spaces, apostrophes (' and ’), hyphens
  // and periods (O'Brien-Smith, Jr.). Browsers compile `pattern` with the v flag: \p{…} is a Unicode property and
  // a hyphen in a class is escaped. The phone has none: only the server knows a country's numbers (crm-rules.ts).
  name: { pattern: "[\\p{L}\\p{M} '’.\\-]+", title: 'Please use only alphabets' },
} as const;
