// The quote form's rules and messages (spec 000 §5), shared by the browser, the site's server and the content API.
import { isEmailShaped } from './email.ts';
import { checkPhone, PHONE_MAX_CHARS, type PhoneParser } from './phone.ts';

export const QUOTE_FIELDS = ['fullname', 'email', 'phoneno', 'description'] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];
export type QuoteInput = Record<QuoteField, string>;
export type QuoteErrors = Partial<Record<QuoteField, string>>;

/** The phone's country choice (@site/shared/phone): it checks the number, and never travels with the quote. */
export const QUOTE_COUNTRY_FIELD = 'phone_country';

/**
 * The longest value each field takes, checked before any pattern runs, so no input can make a rule slow.
 * Email: RFC 5321's 254-character path limit. The phone as typed, with its + code and spaces; the quote keeps
 * it in E.164. The spec gives no cap for the others; these are generous for a person.
 */
export const QUOTE_LIMITS = {
  fullname: 100,
  email: 254,
  phoneno: PHONE_MAX_CHARS,
  description: 3_000,
} as const satisfies Record<QuoteField, number>;

/** The hidden fields that travel with a quote, capped too (spec 001: the submitted-from page holds up to 255). */
export const QUOTE_CONTEXT_LIMITS = { pageUrl: 255, service_title: 200 } as const;

export const QUOTE_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email Id is required',
  emailInvalid: 'Please enter valid Email Id',
  phoneRequired: 'Phone No. is required',
  phoneLength: 'Please enter valid Phone No.',
  phoneNumeric: 'Phone No. should have only numeric value',
  nameTooLong: `Name must be ${QUOTE_LIMITS.fullname} characters or fewer`,
  descriptionTooLong: `Description must be ${QUOTE_LIMITS.description} characters or fewer`,
} as const;

/** The spec's three phone messages, for +1 and, its "valid" one, for any other country. */
const PHONE_MESSAGES = {
  missing: QUOTE_MESSAGES.phoneRequired,
  notDigits: QUOTE_MESSAGES.phoneNumeric,
  tooFewDigits: QUOTE_MESSAGES.phoneLength,
  tooManyDigits: QUOTE_MESSAGES.phoneLength,
  invalid: QUOTE_MESSAGES.phoneLength,
} as const;

export type QuoteCheckInput = Partial<QuoteInput> & { [QUOTE_COUNTRY_FIELD]?: string };

/** The quote's phone against its country choice: E.164 and its country, or the spec's message. */
export const quotePhone = (input: QuoteCheckInput, parse?: PhoneParser) => {
  const checked = checkPhone(input.phoneno ?? '', input[QUOTE_COUNTRY_FIELD], parse);
  return 'problem' in checked ? { message: PHONE_MESSAGES[checked.problem] } : checked;
};

/**
 * Returns one message per failing field, the first rule that fails; an empty object means valid. Without `parse`
 * (a browser, the content API) a number outside +1 is checked for its shape only.
 */
export function validateQuote(input: QuoteCheckInput, parse?: PhoneParser): QuoteErrors {
  const errors: QuoteErrors = {};
  const name = input.fullname?.trim() ?? '';
  const email = input.email?.trim() ?? '';
  const description = input.description ?? '';

  if (!name) errors.fullname = QUOTE_MESSAGES.nameRequired;
  else if (name.length > QUOTE_LIMITS.fullname) errors.fullname = QUOTE_MESSAGES.nameTooLong;

  if (!email) errors.email = QUOTE_MESSAGES.emailRequired;
  else if (email.length > QUOTE_LIMITS.email || !isEmailShaped(email)) errors.email = QUOTE_MESSAGES.emailInvalid;

  const phone = quotePhone(input, parse);
  if ('message' in phone) errors.phoneno = phone.message;

  if (description.length > QUOTE_LIMITS.description) errors.description = QUOTE_MESSAGES.descriptionTooLong;

  return errors;
}
