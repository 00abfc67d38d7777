import type { LeadFields } from '../leads/store.ts';

/** The site's three CRM forms, told apart by the hidden form identifier xmIwtLD. */
const FORMS: Record<string, readonly string[]> = {
  'service-lead': ['First Name', 'Last Name', 'Email', 'Phone', 'Company', 'Description'],
  'schedule-a-call': [
    'First Name',
    'Last Name',
    'Email',
    'Phone',
    'LEADCF15',
    'Company',
    'LEADCF14',
    'LEADCF11',
    'LEADCF13',
  ],
  contact: ['First Name', 'Last Name', 'Email', 'Phone', 'LEADCF3', 'Description'],
};
// What the CRM itself insists on for any other form.
const ANY_FORM = ['Last Name', 'Email'] as const;

/** Each CRM field in the words the visitor saw on the form. */
const LABELS: Record<string, string> = {
  'First Name': 'First name',
  'Last Name': 'Last name',
  Email: 'Email address',
  Phone: 'Phone number',
  Company: 'Company',
  Description: 'Message',
  LEADCF3: 'Inquiry',
  LEADCF11: 'Skills you need (choose at least one)',
  LEADCF13: 'Engagement type',
  LEADCF14: 'Company size',
  LEADCF15: 'Phone country code',
};

export const fieldLabel = (name: string) => LABELS[name] ?? name;

/** The form's kind, or null for an unknown or missing identifier. */
export function formKind(fields: LeadFields): string | null {
  const id = fields.xmIwtLD;
  return typeof id === 'string' && Object.hasOwn(FORMS, id) ? id : null;
}

/** The required fields this lead lacks; blank values count as missing, and a repeated field needs one non-blank value. */
export function missingFields(fields: LeadFields): string[] {
  const kind = formKind(fields);
  const required = kind === null ? ANY_FORM : (FORMS[kind] ?? ANY_FORM);
  return required.filter((name) => {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    return ![value ?? []].flat().some((item) => item.trim() !== '');
  });
}
