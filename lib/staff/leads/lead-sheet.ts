// The lead export's columns: one per meaning, named in words, the same on every form (a quote's `fullname` and a
// CRM form's first and last name are one Name), so a marketer opens it and reads it. What the site set for the
// CRM (its form keys, return address, token) is never a column.
import { CRM_FIELDS as F } from '@/lib/forms/crm';
import { formDisplayName, formLabels, LEAD_FORM_IDS } from '@/lib/forms/definitions';
import { QUOTE_SERVICE_FIELD } from '@/lib/forms/state';
import { campaignOf } from '@/lib/leads/attribution';
import { csvText } from '@/lib/leads/csv';
import type { Lead } from '@/lib/leads/lead';
import { personOf } from '@/lib/leads/lead-query';
import { QUOTE_COUNTRY_FIELD, QUOTE_FIELDS } from '@site/shared/quote-rules';
import { pathOf } from './lead-chart';
import { touchWords } from './lead-source';
import { STATUS_LABEL, spamCheckOf, statusOf } from './lead-words';

type Column = readonly [header: string, cell: (lead: Lead) => string];

/** A field's typed text; a repeated one (the skills) in one cell, as ticked. */
const text = (lead: Lead, name: string) => [lead.fields[name] ?? []].flat().join('; ');

/** The fields the person columns below say, whichever form named them. */
const PERSON_FIELDS = new Set<string>([
  ...[F.firstName, F.lastName, F.email, F.phone, F.phoneCountryCode, F.company, F.description],
  ...QUOTE_FIELDS,
  QUOTE_COUNTRY_FIELD,
]);

/** The phone as typed, with the country code the visitor chose where the form asked: `4165550100 (+1 US)`. */
function phoneOf(lead: Lead): string {
  const { phone, phoneCountryCode } = personOf(lead.fields);
  return phone && phoneCountryCode ? `${phone} (${phoneCountryCode})` : phone;
}

/** Every other visible field of any form, once, headed by the label its form shows (without "(optional)"). */
const FORM_COLUMNS: readonly Column[] = [
  ...new Map(
    LEAD_FORM_IDS.flatMap((form) => Object.entries(formLabels(form))).filter(([name]) => !PERSON_FIELDS.has(name)),
  ),
].map(([name, label]) => [label.replace(/ \(optional\)$/, ''), (lead) => text(lead, name)]);

const COLUMNS: readonly Column[] = [
  ['Received (UTC)', (lead) => new Date(lead.createdAt).toISOString().slice(0, 19).replace('T', ' ')],
  ['Name', (lead) => personOf(lead.fields).name],
  ['Email', (lead) => personOf(lead.fields).email],
  ['Phone', phoneOf],
  ['Company', (lead) => personOf(lead.fields).company],
  ['Message', (lead) => text(lead, F.description) || text(lead, 'description')],
  ['Form', (lead) => formDisplayName(lead.formId)],
  ['Page', (lead) => pathOf(lead.pageUrl)],
  ['Service', (lead) => (lead.formId === 'quote' ? text(lead, QUOTE_SERVICE_FIELD) : '')],
  ...FORM_COLUMNS,
  ['State', (lead) => STATUS_LABEL[statusOf(lead).kind]],
  ['Campaign', (lead) => campaignOf(lead.attribution) ?? ''],
  ['First came from', (lead) => (lead.attribution ? touchWords(lead.attribution.first) : '')],
  ['Latest campaign link', (lead) => (lead.attribution ? touchWords(lead.attribution.latest) : '')],
  ['Refused because', (lead) => (lead.state === 'rejected' ? spamCheckOf(lead.reason) : '')],
  ['Delivery attempts', (lead) => String(lead.attempts)],
  ['Last delivery error', (lead) => lead.lastError ?? ''],
  ['Privacy notice of', (lead) => lead.privacyNoticeDate ?? ''],
  ['Lead ID', (lead) => lead.id],
];

/** The export of `npm run leads -- export` and the console's Export CSV: a header, then one row per lead. */
export const leadsCsv = (leads: readonly Lead[]): string =>
  csvText([COLUMNS.map(([header]) => header), ...leads.map((lead) => COLUMNS.map(([, cell]) => cell(lead)))]);
