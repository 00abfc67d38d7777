// The facts an alert tells about a lead: never its message (Description, the quote's description).
import { CRM_FIELDS } from '@site/shared/crm-fields';
import { campaignOf } from '@/lib/leads/attribution';
import { formDisplayName } from '@/lib/forms/definitions';
import { isHeldForReview, type Lead } from '@/lib/leads/lead';

/** Each fact is cut to this: the fields' own limits are larger only for the message, which is never told. */
const FACT_CHARS = 255;

export interface LeadFacts {
  name: string;
  company: string | null;
  form: string;
  page: string;
  campaign: string | null;
  consoleUrl: string;
  /** Held for review (a fast send): nobody else delivers it, so the alert asks a person to check it. */
  held: boolean;
  /** For the sales email and the auto-reply only, never the chat message. */
  email: string | null;
  phone: string | null;
}

const one = (lead: Lead, ...names: string[]): string | null => {
  for (const name of names) {
    const value = [lead.fields[name] ?? []].flat()[0]?.trim();
    if (value) return value.slice(0, FACT_CHARS);
  }
  return null;
};

/** What a held lead's alerts start with. */
export const HELD_NOTE = 'Held: check it.';

export function leadFacts(lead: Lead, siteUrl: string): LeadFacts {
  const split = [one(lead, CRM_FIELDS.firstName), one(lead, CRM_FIELDS.lastName)].filter(Boolean).join(' ');
  return {
    name: one(lead, 'fullname') ?? (split || 'Someone'),
    company: one(lead, CRM_FIELDS.company),
    form: formDisplayName(lead.formId),
    page: lead.pageUrl.slice(0, FACT_CHARS),
    campaign: campaignOf(lead.attribution)?.slice(0, FACT_CHARS) ?? null,
    consoleUrl: `${siteUrl}/staff/leads/${encodeURIComponent(lead.id)}`,
    held: isHeldForReview(lead),
    email: one(lead, 'email', CRM_FIELDS.email),
    phone: one(lead, 'phoneno', CRM_FIELDS.phone),
  };
}
