// The numbering plans, for the server's check of a number outside +1 (@site/shared/phone). Server only: the
// metadata stays out of every browser bundle.
import 'server-only';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { PhoneParser } from '@site/shared/phone';

export const parsePhone: PhoneParser = (typed, country) => {
  const found = parsePhoneNumberFromString(typed, country as CountryCode | undefined);
  if (!found) return null;
  return {
    e164: found.number,
    callingCode: found.countryCallingCode,
    country: found.country ?? null,
    valid: found.isValid(),
  };
};
