// The quote form's rules and messages (spec 000 §5), shared by the browser, the site's server and the content API.
import { isEmailShaped } from './email.ts';

export const QUOTE_FIELDS = ['fullname', 'email', 'phoneno', 'description'] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];
export type QuoteInput = Record<QuoteField, string>;
export type QuoteErrors = Partial<Record<QuoteField, string>>;

/**
 * The longest value each field takes, checked before any pattern runs, so no input can make a rule slow.
 * Email: RFC 5321's 254-character path limit. The phone's own rule is exactly 10 (spec), so anything
 * longer fails on length first. The spec gives no cap for the others; these are generous for a person.
 */
export const QUOTE_LIMITS = { fullname: 100, email: 254, phoneno: 10, description: 3_000 } as const satisfies Record<
  QuoteField,
  number
>;

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

const PHONE_LENGTH = 10;

/** Returns one message per failing field, the first rule that fails; an empty object means valid. */
export function validateQuote(input: Partial<QuoteInput>): QuoteErrors {
  const errors: QuoteErrors = {};
  const name = input.fullname?.trim() ?? '';
  const email = input.email?.trim() ?? '';
  const phone = input.phoneno?.trim() ?? '';
  const description = input.description ?? '';

  if (!name) errors.fullname = QUOTE_MESSAGES.nameRequired;
  else if (name.length > QUOTE_LIMITS.fullname) errors.fullname = QUOTE_MESSAGES.nameTooLong;

  if (!email) errors.email = QUOTE_MESSAGES.emailRequired;
  else if (email.length > QUOTE_LIMITS.email || !isEmailShaped(email)) errors.email = QUOTE_MESSAGES.emailInvalid;

  if (!phone) errors.phoneno = QUOTE_MESSAGES.phoneRequired;
  else if (phone.length !== PHONE_LENGTH) errors.phoneno = QUOTE_MESSAGES.phoneLength;
  else if (!/^\d+$/.test(phone)) errors.phoneno = QUOTE_MESSAGES.phoneNumeric;

  if (description.length > QUOTE_LIMITS.description) errors.description = QUOTE_MESSAGES.descriptionTooLong;

  return errors;
}
