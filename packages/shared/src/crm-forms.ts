// Each CRM web-to-lead form's visible fields, in the form's order, and whether the CRM insists on each: the site's
// form definitions (lib/forms/definitions) and the CRM stand-in read this one list, so both refuse the same lead.
import { CRM_FIELDS as F, type CrmField } from './crm-fields.ts';

/** A field's name on the form and in the CRM, and true when a lead without it is refused. */
type FormFields = Readonly<Partial<Record<CrmField, boolean>>>;

/** The person fields the three forms share; a post without the country (an older page) meant +1, the only one then. */
const PERSON = {
  [F.firstName]: true,
  [F.lastName]: true,
  [F.email]: true,
  [F.phoneCountryCode]: false,
  [F.phone]: true,
};

/** By the form identifier the CRM tells the forms apart with (xmIwtLD): spec 000 §5, 001 §5. */
export const CRM_FORM_FIELDS = {
  'service-lead': { ...PERSON, [F.company]: true, [F.companyWebsite]: false, [F.description]: true },
  'schedule-a-call': {
    ...PERSON,
    [F.phoneCountryCode]: true,
    [F.company]: true,
    [F.companySize]: true,
    [F.skills]: true,
    [F.otherSkills]: false,
    [F.engagementType]: true,
    [F.description]: false,
  },
  contact: { ...PERSON, [F.inquiry]: true, [F.description]: true },
} as const satisfies Record<string, FormFields>;

export type CrmFormId = keyof typeof CRM_FORM_FIELDS;

/** A form's field names, in its order. */
export const crmFormFields = (formId: CrmFormId) => Object.keys(CRM_FORM_FIELDS[formId]) as CrmField[];

/** The fields a lead of this form must carry, in the form's order. */
export const crmRequiredFields = (formId: CrmFormId): CrmField[] =>
  crmFormFields(formId).filter((name) => (CRM_FORM_FIELDS[formId] as FormFields)[name]);
