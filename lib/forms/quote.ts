// The quote form's rules and messages (spec 000 §5), shared by the browser, the site's server and the content API.

export const QUOTE_FIELDS = ['fullname', 'email', 'phoneno', 'description'] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];
export type QuoteInput = Record<QuoteField, string>;
export type QuoteErrors = Partial<Record<QuoteField, string>>;

export const QUOTE_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email Id is required',
  emailInvalid: 'Please enter valid Email Id',
  phoneRequired: 'Phone No. is required',
  phoneLength: 'Please enter valid Phone No.',
  phoneNumeric: 'Phone No. should have only numeric value',
} as const;

/** "text, @, text, dot, text" as the spec words it. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_LENGTH = 10;

/** Returns one message per failing field, the first rule that fails; an empty object means valid. */
export function validateQuote(input: Partial<QuoteInput>): QuoteErrors {
  const errors: QuoteErrors = {};
  const name = input.fullname?.trim() ?? '';
  const email = input.email?.trim() ?? '';
  const phone = input.phoneno?.trim() ?? '';

  if (!name) errors.fullname = QUOTE_MESSAGES.nameRequired;

  if (!email) errors.email = QUOTE_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = QUOTE_MESSAGES.emailInvalid;

  if (!phone) errors.phoneno = QUOTE_MESSAGES.phoneRequired;
  else if (phone.length !== PHONE_LENGTH) errors.phoneno = QUOTE_MESSAGES.phoneLength;
  else if (!/^\d+$/.test(phone)) errors.phoneno = QUOTE_MESSAGES.phoneNumeric;

  return errors;
}
