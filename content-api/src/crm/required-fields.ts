import { CRM_FORM_FIELDS, crmRequiredFields, type CrmFormId } from '@site/shared/crm-forms';
import type { LeadFields } from '../leads/store.ts';

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
export function formKind(fields: LeadFields): CrmFormId | null {
  const id = fields.xmIwtLD;
  return typeof id === 'string' && Object.hasOwn(CRM_FORM_FIELDS, id) ? (id as CrmFormId) : null;
}

/** The required fields this lead lacks; blank values count as missing, and a repeated field needs one non-blank value. */
export function missingFields(fields: LeadFields): string[] {
  const kind = formKind(fields);
  const required: readonly string[] = kind === null ? ANY_FORM : crmRequiredFields(kind);
  return required.filter((name) => {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    return ![value ?? []].flat().some((item) => item.trim() !== '');
  });
}
