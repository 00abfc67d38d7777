// The lead page's email and phone as links that write or call, whichever form named the fields.
import { CRM_FIELDS } from '@/lib/forms/crm';
import type { LeadFields } from '@/lib/leads/lead';
import { personOf } from '@/lib/leads/lead-query';

const EMAIL_FIELDS: readonly string[] = [CRM_FIELDS.email, 'email'];
const PHONE_FIELDS: readonly string[] = [CRM_FIELDS.phone, 'phoneno'];

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** `mailto:` or `tel:` (with the country code the visitor chose, `+1 US`, when the form asked) for a field; else null. */
export function linkOf(name: string, fields: LeadFields): string | null {
  const { email, phone, phoneCountryCode } = personOf(fields);
  if (EMAIL_FIELDS.includes(name) && email) return `mailto:${encodeURI(email)}`;
  if (!PHONE_FIELDS.includes(name) || !digitsOf(phone)) return null;
  const code = digitsOf(phoneCountryCode);
  return `tel:${code ? `+${code}` : ''}${digitsOf(phone)}`;
}
