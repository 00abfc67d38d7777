// What each lead form calls its visible fields, in the words its inputs show (the same copy they render), so the
// console's lead page and export name a field as the visitor read it. Client-safe: `npm run leads` reads it too.
import { CONTACT_COPY } from '@/lib/copy/contact';
import { LEAD_FIELD_COPY } from '@/lib/copy/lead-forms';
import { SCHEDULE_CALL_COPY as CALL } from '@/lib/copy/schedule-call';
import { QUOTE_FORM_COPY, SERVICE_LEAD_COPY as SERVICE } from '@/lib/copy/services';
import { QUOTE_COUNTRY_FIELD } from '@site/shared/quote-rules';
import { CRM_FIELDS as F } from './crm';
import type { LeadFormId } from './state';

const PERSON = {
  [F.firstName]: LEAD_FIELD_COPY.firstName.label,
  [F.lastName]: LEAD_FIELD_COPY.lastName.label,
  [F.email]: LEAD_FIELD_COPY.email.label,
  [F.phoneCountryCode]: LEAD_FIELD_COPY.phoneCountry.label,
  [F.phone]: LEAD_FIELD_COPY.phone.label,
};

const QUOTE = QUOTE_FORM_COPY.labels;

/** Each form's visible fields by name, in the form's order, with the label the form shows. */
export const FIELD_LABELS: Readonly<Record<LeadFormId, Readonly<Record<string, string>>>> = {
  'service-lead': {
    [F.firstName]: SERVICE.labels.firstName,
    [F.lastName]: SERVICE.labels.lastName,
    [F.email]: SERVICE.labels.email,
    [F.phoneCountryCode]: LEAD_FIELD_COPY.phoneCountry.label,
    [F.phone]: SERVICE.labels.phone,
    [F.company]: SERVICE.labels.company,
    [F.companyWebsite]: SERVICE.labels.website,
    [F.description]: SERVICE.labels.description,
  },
  'schedule-a-call': {
    ...PERSON,
    [F.company]: CALL.company.label,
    [F.companySize]: CALL.companySize.legend,
    [F.skills]: CALL.skills.legend,
    [F.otherSkills]: CALL.otherSkills.label,
    [F.engagementType]: CALL.engagement.label,
    [F.description]: CALL.description.label,
  },
  contact: {
    ...PERSON,
    [F.inquiry]: CONTACT_COPY.form.inquiry.label,
    [F.description]: CONTACT_COPY.form.description.label,
  },
  // The quote's country choice sits before its phone, as on the form.
  quote: {
    fullname: QUOTE.fullname,
    email: QUOTE.email,
    [QUOTE_COUNTRY_FIELD]: LEAD_FIELD_COPY.phoneCountry.label,
    phoneno: QUOTE.phoneno,
    description: QUOTE.description,
  },
};
