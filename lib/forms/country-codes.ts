// The phone country codes of the schedule-a-call form (LEADCF15, spec 001 §9: about 240, +1 by default),
// from libphonenumber-js's maintained metadata rather than a hand-typed list. Server only: the select's
// options are rendered here, so the metadata never reaches a browser bundle.
import 'server-only';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_COUNTRY, phoneCountryValue } from '@site/shared/phone';
import type { Office } from '@/lib/site';
import type { CountryCodeOption, PhoneCountries } from './phone-country';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * `+1 US`: the calling code first, as the CRM field expects, then the country, because countries share
 * codes (+1 is the US, Canada and much of the Caribbean) and a select needs one value per option.
 */
const valueOf = (country: CountryCode) => phoneCountryValue(getCountryCallingCode(country), country);

export const COUNTRY_CODES: readonly CountryCodeOption[] = getCountries()
  .map((country) => ({
    value: valueOf(country),
    label: `${regionNames.of(country) ?? country} (+${getCountryCallingCode(country)})`,
  }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

/** What every phone field's country choice gets: the options, the form's default (+1) and the offices' countries. */
export const phoneCountries = (offices: readonly Office[]): PhoneCountries => ({
  options: COUNTRY_CODES,
  defaultValue: DEFAULT_PHONE_COUNTRY,
  officeCountries: [...new Set(offices.map((office) => office.countryCode.toUpperCase()))],
});
