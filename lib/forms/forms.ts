// The four lead forms, each defined once: its visible fields and their rules and messages, the hidden fields the
// server sets, where it thanks the visitor, and its receiver (the CRM's web-to-lead, or the content API's quote call,
// lib/leads/deliver.ts). The reCAPTCHA action is lib/forms/state.ts's, which the browser needs too. Server only.
import 'server-only';
import { createHash } from 'node:crypto';
import { CONTACT_MESSAGES } from '@/lib/copy/contact';
import { CHECK_WORDS, PERSON_MESSAGES } from '@/lib/copy/lead-forms';
import { SCHEDULE_CALL_MESSAGES } from '@/lib/copy/schedule-call';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import {
  QUOTE_CONTEXT_LIMITS,
  QUOTE_COUNTRY_FIELD,
  QUOTE_FIELDS,
  quotePhone,
  validateQuote,
} from '@site/shared/quote-rules';
import { CRM_FIELDS, CRM_FORM_IDS, CRM_HIDDEN_DEFAULTS, submittedFrom, type CrmFormId } from './crm';
import { checkCrmLead, leadPhone, visibleFields, type LeadValues } from './crm-rules';
import { FIELD_LABELS } from './field-labels';
import { parsePhone } from './phone-numbers';
import { QUOTE_PAGE_FIELD, QUOTE_SERVICE_FIELD, type LeadFormId } from './state';
import type { FieldMessages } from './validity';

export interface LeadFormDefinition {
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

/** The spec's hidden skill count, one more than the twelve skills it lists. */
const SKILL_COUNT = '13';

/**
 * The contact form's `_token` (spec 001 §3), which the CRM does not check: the pages are static, so it is one value
 * per site, the same in the page the build renders and in the lead the server stores.
 */
const CONTACT_TOKEN = createHash('sha256').update(`contact-token:${site.siteUrl}`).digest('hex').slice(0, 32);

/** Where each CRM form sends the visitor, as the CRM's returnURL did; the site thanks them there too. */
const CRM_RETURN_PATHS: Record<CrmFormId, string> = {
  [CRM_FORM_IDS.serviceLead]: routes.thankYouFrom('serviceLead'),
  [CRM_FORM_IDS.scheduleCall]: routes.bookEvent,
  // spec 001 §4
  [CRM_FORM_IDS.contact]: `${routes.thankYou}?thank-you=3`,
};

const CRM_EXTRAS: Record<CrmFormId, Record<string, string>> = {
  [CRM_FORM_IDS.serviceLead]: {},
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
    [CRM_FIELDS.returnUrl]: `${site.siteUrl}${CRM_RETURN_PATHS[formId]}`,
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
const crmForm = (formId: CrmFormId, messages: Readonly<Record<string, FieldMessages>>): LeadFormDefinition => ({
  values: (posted) => visibleFields(formId, posted),
  labels: FIELD_LABELS[formId],
  errors: (values) =>
    Object.fromEntries(
      Object.entries(checkCrmLead(formId, values, parsePhone)).map(([name, check]) => [
        name,
        messages[name]?.[check] ?? CHECK_WORDS[check],
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
  thankYou: CRM_RETURN_PATHS[formId],
});

export const LEAD_FORMS: Record<LeadFormId, LeadFormDefinition> = {
  // The service lead form words every check as the browser does (spec 000 §5), but the phone's, which only the
  // server checks.
  'service-lead': crmForm('service-lead', { [CRM_FIELDS.phone]: PERSON_MESSAGES[CRM_FIELDS.phone] }),
  'schedule-a-call': crmForm('schedule-a-call', SCHEDULE_CALL_MESSAGES),
  contact: crmForm('contact', CONTACT_MESSAGES),
  quote: {
    values: (posted) =>
      Object.fromEntries([...QUOTE_FIELDS, QUOTE_COUNTRY_FIELD].map((name) => [name, firstText(posted, name)])),
    labels: FIELD_LABELS.quote,
    errors: (values) => validateQuote(values as Record<string, string>, parsePhone),
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
    thankYou: routes.thankYouFrom('quote'),
  },
};

export const isLeadFormId = (value: unknown): value is LeadFormId =>
  typeof value === 'string' && Object.hasOwn(LEAD_FORMS, value);
