// Labels and messages the CRM forms share (schedule-a-call and contact); client-safe.
// Labels use the words the CRM stand-in names a missing field with, so its 400 page reads like the form.
import { CRM_FIELDS as F, CRM_PATTERNS } from '@/lib/forms/crm';
import type { FieldMessages } from '@/lib/forms/validity';

/** Under every phone field: what the form takes, for +1 and for every other country. */
export const PHONE_HINT = 'For +1, 10 digits. Elsewhere, your number as you dial it at home, or with its + code.';

/** A number that is no number of the country chosen (outside +1). */
export const PHONE_INVALID =
  'Please enter a phone number that exists in the country you chose, or start it with + and its country code';

const nameMessages = (which: 'first' | 'last'): FieldMessages => ({
  valueMissing: `Please enter your ${which} name`,
  patternMismatch: CRM_PATTERNS.name.title,
});

export const LEAD_FIELD_COPY = {
  firstName: { label: 'First name', messages: nameMessages('first') },
  lastName: { label: 'Last name', messages: nameMessages('last') },
  email: {
    label: 'Email address',
    messages: {
      valueMissing: 'Please enter your email address',
      typeMismatch: 'Please enter a valid email address, like name@company.com',
    },
  },
  phone: {
    label: 'Phone number',
    hint: PHONE_HINT,
    // A +1 number keeps the spec's rule (exactly 10 digits) and its title; any other must be valid for its country.
    messages: {
      valueMissing: 'Please enter your phone number',
      tooShort: 'Please enter all 10 digits of your phone number',
      tooLong: 'A +1 phone number has 10 digits: please check yours',
      patternMismatch: 'Please use only numbers',
      typeMismatch: PHONE_INVALID,
    },
  },
  phoneCountry: {
    label: 'Phone country code',
    messages: { valueMissing: 'Please choose your country code' },
  },
} as const satisfies Record<string, { label: string; hint?: string; messages: FieldMessages }>;

/** The person fields' messages by CRM name, for every CRM form. */
export const PERSON_MESSAGES = {
  [F.firstName]: LEAD_FIELD_COPY.firstName.messages,
  [F.lastName]: LEAD_FIELD_COPY.lastName.messages,
  [F.email]: LEAD_FIELD_COPY.email.messages,
  [F.phone]: LEAD_FIELD_COPY.phone.messages,
  [F.phoneCountryCode]: LEAD_FIELD_COPY.phoneCountry.messages,
};

export const LEAD_FORM_COPY = {
  /** Read before the sales phone number and email address, which are the links' visible text. */
  salesContacts: { phone: 'Call us on', email: 'Email us at' },
  required: 'Every field is required unless it says optional.',
  privacy: { before: 'We only use your details to get back to you. Read our ', link: 'privacy policy', after: '.' },
  /** Shown only when the site could not store the lead at all; the form keeps everything typed. */
  notStored:
    'Something went wrong! Nothing was sent. Everything you typed is still here: please try again in a few minutes.',
} as const satisfies Record<string, unknown>;

/**
 * The server's words for a failed check when a field has none of its own (the browser's, for a browser without
 * checks). An export of its own: only the server words checks, so no page's script carries them.
 */
export const CHECK_WORDS = {
  valueMissing: 'Please fill out this field.',
  typeMismatch: 'Please enter a valid value.',
  tooShort: 'Please lengthen this text.',
  tooLong: 'Please shorten this text.',
  patternMismatch: 'Please match the requested format.',
  customError: 'Please choose at least one.',
} as const satisfies Required<FieldMessages>;
