// The person fields the three CRM forms share: the CRM's names, the labels the forms show, the browser's checks.
import { LEAD_FIELD_COPY as COPY } from '@/lib/copy/lead-forms';
import { CRM_FIELDS as F, CRM_PATTERNS } from '../crm';
import type { FieldLook } from './field';

/** Each person field's look, by CRM name; a form may word a label its own way. */
export const PERSON_LOOKS = {
  [F.firstName]: {
    label: COPY.firstName.label,
    control: 'input',
    autoComplete: 'given-name',
    pattern: CRM_PATTERNS.name,
  },
  [F.lastName]: {
    label: COPY.lastName.label,
    control: 'input',
    autoComplete: 'family-name',
    pattern: CRM_PATTERNS.name,
  },
  [F.email]: { label: COPY.email.label, control: 'input', type: 'email', autoComplete: 'email' },
  // Only the server knows a country's numbers, so the phone has no pattern: the phone rule checks it.
  [F.phoneCountryCode]: { label: COPY.phoneCountry.label, control: 'select', autoComplete: 'tel-country-code' },
  [F.phone]: { label: COPY.phone.label, control: 'input', autoComplete: 'tel-national', phone: true },
} as const satisfies Record<string, FieldLook>;
