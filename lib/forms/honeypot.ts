// The honeypot every lead form carries (issue 18, section 3): a field people never see or reach, which form-filling
// bots fill. A lead with it filled is stored as rejected and thanked like any other, so a bot learns nothing.
import type { LeadValues } from './crm-rules';

/** A name bots fill by habit, used by no spec field (the company website is LEADCF16). */
export const HONEYPOT_FIELD = 'website';

/** The lead without the honeypot, and why it is refused when the honeypot holds anything. */
export function screenHoneypot(values: LeadValues): { fields: LeadValues; rejectedFor?: string } {
  const { [HONEYPOT_FIELD]: trap, ...fields } = values;
  const filled = [trap ?? []].flat().some((value) => value !== '');
  return filled ? { fields, rejectedFor: 'honeypot' } : { fields };
}
