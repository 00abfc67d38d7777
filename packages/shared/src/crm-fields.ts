// The CRM's web-to-lead field names and how much of each it keeps: the site's forms, its server and the CRM
// stand-in all read this one table, so a lead the site accepts is a lead the CRM accepts (docs/leads.md).
import type { FieldLimits } from './form-body.ts';

/** The CRM's own input names, letter for letter (spec 000 §3, 001 §3). */
export const CRM_FIELDS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  description: 'Description',
  enquiryType: 'LEADCF1',
  inquiry: 'LEADCF3',
  skills: 'LEADCF11',
  otherSkills: 'LEADCF12',
  engagementType: 'LEADCF13',
  companySize: 'LEADCF14',
  phoneCountryCode: 'LEADCF15',
  companyWebsite: 'LEADCF16',
  submittedFrom: 'LEADCF17',
  leadSource: 'Lead Source',
  leadStatus: 'Lead Status',
  returnUrl: 'returnURL',
  formId: 'xmIwtLD',
  formKey: 'xnQsjsdp',
  actionType: 'actionType',
  token: '_token',
  skillCount: 'skill_count',
} as const;
export type CrmField = (typeof CRM_FIELDS)[keyof typeof CRM_FIELDS];

/** A CRM single-line field keeps 255 characters; the text a person writes and the names get their own sizes. */
const SINGLE_LINE = 255;

/** The most characters (UTF-16 code units, form-body.ts) the CRM keeps of each field; the site never sends more. */
export const CRM_FIELD_LIMITS: Readonly<Record<CrmField, number>> = {
  ...(Object.fromEntries(Object.values(CRM_FIELDS).map((name) => [name, SINGLE_LINE])) as Record<CrmField, number>),
  [CRM_FIELDS.firstName]: 100,
  [CRM_FIELDS.lastName]: 100,
  // RFC 5321's path limit, as the quote form.
  [CRM_FIELDS.email]: 254,
  // E.164: a + and at most 15 digits (the site sends every number so, @site/shared/phone).
  [CRM_FIELDS.phone]: 16,
  [CRM_FIELDS.company]: 200,
  [CRM_FIELDS.description]: 3_000,
  // A choice among the form's options (each a few words), not text a person writes.
  [CRM_FIELDS.inquiry]: 100,
  [CRM_FIELDS.skills]: 100,
  [CRM_FIELDS.engagementType]: 100,
  [CRM_FIELDS.companySize]: 100,
  [CRM_FIELDS.phoneCountryCode]: 100,
  // An absolute URL on the site's origin (the CRM sends the visitor back to it).
  [CRM_FIELDS.returnUrl]: 2_000,
};

/** How many values a repeated field may carry: the schedule-a-call form offers 13 skills (spec 001 §3). */
export const CRM_FIELD_REPEATS: FieldLimits = { [CRM_FIELDS.skills]: 13 };
