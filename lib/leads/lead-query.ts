// What the console's lead inbox asks a queue for (lib/leads/queue.ts search): one predicate both kinds share, so the
// SQLite journal (as an SQL function) and BullMQ (in memory) answer the same filter the same way.
import { QUOTE_COUNTRY_FIELD } from '@site/shared/quote-rules';
import { campaignOf, TOUCH_KEYS } from './attribution';
import type { LeadFormId } from '@/lib/forms/definitions';
import type { Lead, LeadFields, LeadState } from './lead';

export interface LeadQuery {
  formId?: LeadFormId;
  state?: LeadState;
  /** Arrived at or after (epoch ms). */
  from?: number;
  /** Arrived before (epoch ms). */
  to?: number;
  /** The campaign (campaignOf), any case. */
  campaign?: string;
  /** Part of the name, email, company or any campaign field, any case; or of the phone, in any format. */
  search?: string;
  offset: number;
  limit: number;
}

/** One page of matches, newest first, and how many match in all. */
export interface LeadPage {
  leads: Lead[];
  total: number;
}

const one = (value: string | string[] | undefined) => [value ?? []].flat().join(' ').trim();

/** Who a lead is from, whichever form: the quote names its fields in lower case, the CRM forms as the CRM does. */
export function personOf(fields: LeadFields) {
  const name = one(fields.fullname) || [one(fields['First Name']), one(fields['Last Name'])].filter(Boolean).join(' ');
  return {
    name,
    email: one(fields.Email) || one(fields.email),
    phone: one(fields.Phone) || one(fields.phoneno),
    /** The country the visitor chose for the phone, `+1 US`; '' on a lead from before every form asked. */
    phoneCountryCode: one(fields.LEADCF15) || one(fields[QUOTE_COUNTRY_FIELD]),
    company: one(fields.Company),
  };
}

/** Punctuation people write a phone number with, around at least four digits: `+1 (416) 555-0100`. */
const PHONE_SHAPED = /^[\d\s()+.-]+$/;
const MIN_PHONE_DIGITS = 4;
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The search is the lead's phone, or part of it, digits to digits; a country code the lead does not have is let pass. */
function phoneMatches(fields: LeadFields, search: string): boolean {
  const wanted = digitsOf(search);
  if (wanted.length < MIN_PHONE_DIGITS || !PHONE_SHAPED.test(search)) return false;
  const { phone, phoneCountryCode } = personOf(fields);
  const own = digitsOf(phone);
  return own !== '' && (`${digitsOf(phoneCountryCode)}${own}`.includes(wanted) || wanted.endsWith(own));
}

/** Every campaign field either touch recorded: utm_, landing page, referrer, click ids. */
const touchValues = (attribution: Lead['attribution']) =>
  attribution
    ? [attribution.first, attribution.latest].flatMap((touch) => TOUCH_KEYS.map((key) => touch[key] ?? ''))
    : [];

/** Whether a lead answers the query's search and campaign (state, form and dates are the store's own columns). */
export function matchesText(
  fields: LeadFields,
  attribution: Lead['attribution'],
  { search, campaign }: Pick<LeadQuery, 'search' | 'campaign'>,
): boolean {
  if (campaign && campaignOf(attribution)?.toLowerCase() !== campaign.toLowerCase()) return false;
  if (!search) return true;
  const { name, email, company } = personOf(fields);
  const text = [name, email, company, ...touchValues(attribution)].join('\n').toLowerCase();
  return text.includes(search.toLowerCase()) || phoneMatches(fields, search);
}

/** The whole query on leads in memory (BullMQ, the local-disk fallback's merge): filtered, newest first, a page. */
export function pageOf(leads: readonly Lead[], query: LeadQuery): LeadPage {
  const found = leads
    .filter(
      (lead) =>
        (!query.formId || lead.formId === query.formId) &&
        (!query.state || lead.state === query.state) &&
        (query.from === undefined || lead.createdAt >= query.from) &&
        (query.to === undefined || lead.createdAt < query.to) &&
        matchesText(lead.fields, lead.attribution, query),
    )
    .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
  return { leads: found.slice(query.offset, query.offset + query.limit), total: found.length };
}
