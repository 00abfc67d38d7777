// The CRM web-to-lead forms' field names, hidden defaults and form identifiers (spec 000 §3, 001 §3),
// shared by the service lead, schedule-a-call and contact forms and matched by the CRM stand-in.

/** The CRM's own input names, letter for letter. */
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

/** Which form a lead came from; the stand-in checks each form's required fields by it. */
export const CRM_FORM_IDS = {
  serviceLead: 'service-lead',
  scheduleCall: 'schedule-a-call',
  contact: 'contact',
} as const;
export type CrmFormId = (typeof CRM_FORM_IDS)[keyof typeof CRM_FORM_IDS];

/** Hidden defaults every CRM form sends. */
export const CRM_HIDDEN_DEFAULTS = {
  [CRM_FIELDS.enquiryType]: 'Remote Talent Leads',
  [CRM_FIELDS.leadSource]: 'Website',
  [CRM_FIELDS.leadStatus]: 'Not Contacted',
  [CRM_FIELDS.formKey]: 'web-to-lead',
  [CRM_FIELDS.actionType]: 'TGVhZHM=',
} as const;

/** The CRM keeps at most this many characters of the page a lead was sent from (LEADCF17). */
export const SUBMITTED_FROM_MAX = 255;

export const submittedFrom = (pageUrl: string) => pageUrl.slice(0, SUBMITTED_FROM_MAX);

/** Browser-side patterns and their titles, which the browser shows when a value does not match. */
export const CRM_PATTERNS = {
  name: { pattern: '[A-Za-z ]+', title: 'Please use only alphabets' },
  phone: { pattern: '[0-9]{10}', title: 'Please use only numbers' },
} as const;
