// What the server does with each lead form, read from its definition (lib/forms/definitions): keeps its visible
// fields, checks them with its rules and words a refusal with its messages, sets the hidden fields, and thanks the
// visitor. The reCAPTCHA action is lib/forms/state.ts's, which the browser needs too. Server only.
import 'server-only';
import { createHash } from 'node:crypto';
import { CHECK_WORDS } from '@/lib/copy/lead-forms';
import { site } from '@/lib/site';
import {
  QUOTE_CONTEXT_LIMITS,
  QUOTE_COUNTRY_FIELD,
  QUOTE_MESSAGES,
  quotePhone,
  validateQuote,
} from '@site/shared/quote-rules';
import { CRM_FIELDS, CRM_FORM_IDS, CRM_HIDDEN_DEFAULTS, isCrmForm, submittedFrom, type CrmFormId } from './crm';
import { checkCrmLead, leadPhone, visibleFields, type LeadValues } from './crm-rules';
import { definitionOf, formLabels, LEAD_FORM_DEFINITIONS, LEAD_FORM_IDS, type LeadFormId } from './definitions';
import { parsePhone } from './phone-numbers';
import { QUOTE_PAGE_FIELD, QUOTE_SERVICE_FIELD } from './state';

export interface LeadFormHandling {
  /** Only the form's own visible fields, as posted: any other name is dropped. */
  values(posted: LeadValues): LeadValues;
  /** Each visible field's label, as the form shows it (the console names a lead's fields by these). */
  labels: Readonly<Record<string, string>>;
  /** The message of each field that fails its rules; an empty object means the lead may go. */
  errors(values: LeadValues): Record<string, string>;
  /** What the receiver gets of a lead that passed its rules: the phone in E.164, with the country it belongs to. */
  received(values: LeadValues): LeadValues;
  /** The page the lead came from, only when it is a page of this site. */
  pageUrl(posted: LeadValues): string;
  /** The fields the server adds to what was typed: no visitor chooses a lead's status, source or owner. */
  hidden(pageUrl: string, posted: LeadValues): Record<string, string>;
  /** Where the visitor is thanked (the CRM's returnURL for the CRM forms). */
  thankYou: string;
}

const QUOTE_COUNTRY = LEAD_FORM_DEFINITIONS.quote.fields[QUOTE_COUNTRY_FIELD]!;

/** The spec's hidden skill count, one more than the twelve skills it lists. */
const SKILL_COUNT = '13';

/**
 * The contact form's `_token` (spec 001 §3), which the CRM does not check: the pages are static, so it is one value
 * per site, the same in the page the build renders and in the lead the server stores.
 */
const CONTACT_TOKEN = createHash('sha256').update(`contact-token:${site.siteUrl}`).digest('hex').slice(0, 32);

/** The hidden fields only some CRM forms send. */
const CRM_EXTRAS: Partial<Record<CrmFormId, Record<string, string>>> = {
  [CRM_FORM_IDS.scheduleCall]: { [CRM_FIELDS.skillCount]: SKILL_COUNT },
  [CRM_FORM_IDS.contact]: { [CRM_FIELDS.token]: CONTACT_TOKEN },
};

/**
 * Every hidden field of a CRM form (spec 000 §3, 001 §3) sent from `pageUrl`: CRM defaults, the form's identifier,
 * the page (cut to what the CRM keeps), the URL the CRM sends the visitor back to, and the form's own extras. The
 * pages render them and the action sets them again itself.
 */
export function crmHiddenFields(formId: CrmFormId, pageUrl: string): Record<string, string> {
  return {
    ...CRM_HIDDEN_DEFAULTS,
    [CRM_FIELDS.formId]: formId,
    // The script replaces it with the address actually visited (query string included) on submit.
    [CRM_FIELDS.submittedFrom]: submittedFrom(pageUrl),
    [CRM_FIELDS.returnUrl]: `${site.siteUrl}${LEAD_FORM_DEFINITIONS[formId].thankYou}`,
    ...CRM_EXTRAS[formId],
  };
}

const firstText = (posted: LeadValues, name: string): string => [posted[name] ?? []].flat()[0] ?? '';

/** The CRM forms' page: the submitted-from field, when it is a page of this site. */
function crmPage(posted: LeadValues): string {
  const from = posted[CRM_FIELDS.submittedFrom];
  return typeof from === 'string' && from.startsWith(`${site.siteUrl}/`) ? from : site.siteUrl;
}

/** The quote's page: only a page of this site may be named, in the CRM's 255 characters. */
function quotePage(posted: LeadValues): string {
  const value = firstText(posted, QUOTE_PAGE_FIELD);
  if (value.length > QUOTE_CONTEXT_LIMITS.pageUrl) return site.siteUrl;
  try {
    const url = new URL(value);
    return url.origin === new URL(site.siteUrl).origin ? url.href : site.siteUrl;
  } catch {
    return site.siteUrl;
  }
}

/** A CRM form, its failed checks worded as the browser words them: the field's own message, else the browser's. */
const crmForm = (formId: CrmFormId): LeadFormHandling => ({
  values: (posted) => visibleFields(formId, posted),
  labels: formLabels(formId),
  errors: (values) =>
    Object.fromEntries(
      Object.entries(checkCrmLead(formId, values, parsePhone)).map(([name, check]) => [
        name,
        definitionOf(formId).messages?.[name]?.[check] ?? CHECK_WORDS[check],
      ]),
    ),
  received: (values) => {
    const phone = leadPhone(values, parsePhone);
    return phone
      ? { ...values, [CRM_FIELDS.phone]: phone.e164 ?? '', [CRM_FIELDS.phoneCountryCode]: phone.country }
      : values;
  },
  pageUrl: crmPage,
  hidden: (pageUrl) => crmHiddenFields(formId, pageUrl),
  thankYou: LEAD_FORM_DEFINITIONS[formId].thankYou,
});

/** The quote, to the content API: the spec's rules and messages, shared with it (@site/shared/quote-rules). */
const QUOTE: LeadFormHandling = {
  values: (posted) =>
    Object.fromEntries(Object.keys(LEAD_FORM_DEFINITIONS.quote.fields).map((name) => [name, firstText(posted, name)])),
  labels: formLabels('quote'),
  errors: (values) => ({
    ...validateQuote(values as Record<string, string>, parsePhone),
    // Only a script sends a longer choice than the select's: refused as a phone that cannot be checked.
    ...(String(values[QUOTE_COUNTRY_FIELD] ?? '').length > QUOTE_COUNTRY.maxLength && {
      phoneno: QUOTE_MESSAGES.phoneLength,
    }),
  }),
  // The content API takes the spec's quote fields only: the country is in the number.
  received: (values) => {
    const phone = quotePhone(values as Record<string, string>, parsePhone);
    const { [QUOTE_COUNTRY_FIELD]: _country, ...quote } = values;
    return 'e164' in phone && phone.e164 ? { ...quote, phoneno: phone.e164 } : quote;
  },
  pageUrl: quotePage,
  hidden: (pageUrl, posted) => ({
    pageUrl,
    service_title: firstText(posted, QUOTE_SERVICE_FIELD).slice(0, QUOTE_CONTEXT_LIMITS.service_title),
  }),
  thankYou: LEAD_FORM_DEFINITIONS.quote.thankYou,
};

/** Each form's handling: every CRM form alike, the quote its own. */
export const LEAD_FORMS = Object.fromEntries(
  LEAD_FORM_IDS.map((formId) => [formId, isCrmForm(formId) ? crmForm(formId) : QUOTE]),
) as Record<LeadFormId, LeadFormHandling>;
