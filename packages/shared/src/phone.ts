// The phone rule every lead form shares, in the browser, the site's server and the content API. The spec's rule
// (exactly 10 digits) fits a +1 number and is kept for +1; any other number must be valid for its country, which
// only a parser with the numbering plans can tell (the site's server, lib/forms/phone-numbers.ts): without one, a
// number is only checked for its shape and left to the server. Client-safe.

/** What a typed number may hold: E.164's 15 digits, a +, and the spaces and punctuation people write. */
export const PHONE_MAX_CHARS = 30;

/** The country choice's value: the calling code, then the country, as the CRM's LEADCF15 takes it (`+1 US`). */
export const DEFAULT_PHONE_COUNTRY = '+1 US';

export const phoneCountryValue = (callingCode: string, country: string) => `+${callingCode} ${country}`;

/** Why a number is refused, each worded by the form (the spec's messages for a +1 number). */
export type PhoneProblem = 'missing' | 'notDigits' | 'tooFewDigits' | 'tooManyDigits' | 'invalid';

/** A number the rules accept: E.164 (null when only the server can tell) and the country choice it belongs to. */
export interface PhoneNumber {
  e164: string | null;
  country: string;
}

/** A parser with the numbering plans: E.164 and the number's country, or null when it is no number of any. */
export type PhoneParser = (
  typed: string,
  country: string | undefined,
) => { e164: string; callingCode: string; country: string | null; valid: boolean } | null;

/** Spaces, dots, dashes (every Unicode kind) and parentheses: what people write between digits. */
const SEPARATORS = /[\s().\p{Pd}]/gu;
const CHOICE = /^\+(\d{1,3}) ([A-Z]{2})$/;
/** Every calling code that starts with 1 is the North American plan's +1. */
const PLUS_ONE = /^\+\s*1/;
/** E.164: a + and 7 to 15 digits, the first not 0 (the shortest numbers in service have 7). */
const E164_SHAPE = /^\+[1-9]\d{6,14}$/;

const choiceOf = (value: string | undefined) => {
  const match = CHOICE.exec(value ?? '') ?? CHOICE.exec(DEFAULT_PHONE_COUNTRY)!;
  return { value: match[0], callingCode: match[1]!, country: match[2]! };
};

/**
 * A +1 number: the spec's exactly 10 digits, which may be written after +1 and with separators. Its length is
 * checked before its characters, in the spec's (and the browser's) order.
 */
function plusOne(text: string): { problem: PhoneProblem } | { e164: string } {
  const digits = text.replace(SEPARATORS, '').replace(/^\+1/, '');
  if (digits.length !== 10) return { problem: digits.length < 10 ? 'tooFewDigits' : 'tooManyDigits' };
  if (!/^\d+$/.test(digits)) return { problem: 'notDigits' };
  return { e164: `+1${digits}` };
}

/**
 * Checks a typed number against its country choice (a number typed with + and its code stands for itself) and
 * answers the number in E.164 with its country, or why it is refused. The length is bounded before any pattern.
 */
export function checkPhone(
  typed: string,
  countryChoice: string | undefined,
  parse?: PhoneParser,
): PhoneNumber | { problem: PhoneProblem } {
  const text = typed.trim();
  if (!text) return { problem: 'missing' };
  if (text.length > PHONE_MAX_CHARS) return { problem: 'tooManyDigits' };
  const chosen = choiceOf(countryChoice);
  const international = text.startsWith('+');
  const found = parse?.(text, international ? undefined : chosen.country) ?? null;
  const countryOfFound = found?.country ? phoneCountryValue(found.callingCode, found.country) : null;
  if (international ? PLUS_ONE.test(text) : chosen.callingCode === '1') {
    const checked = plusOne(text);
    if ('problem' in checked) return checked;
    const stays = chosen.callingCode === '1' ? chosen.value : DEFAULT_PHONE_COUNTRY;
    return { e164: checked.e164, country: international ? (countryOfFound ?? stays) : chosen.value };
  }
  const bare = text.replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(bare)) return { problem: 'notDigits' };
  if (!parse) {
    if (international && !E164_SHAPE.test(bare)) return { problem: 'invalid' };
    return { e164: international ? bare : null, country: chosen.value };
  }
  if (!found?.valid || !countryOfFound) return { problem: 'invalid' };
  return { e164: found.e164, country: countryOfFound };
}
