// The phone country codes of the schedule-a-call form (LEADCF15, spec 001 §9: about 240, +1 by default),
// from libphonenumber-js's maintained metadata rather than a hand-typed list. Server only: the select's
// options are rendered here, so the metadata never reaches a browser bundle.
import 'server-only';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

export interface CountryCodeOption {
  value: string;
  label: string;
}

const DEFAULT_COUNTRY: CountryCode = 'US';
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * `+1 US`: the calling code first, as the CRM field expects, then the country, because countries share
 * codes (+1 is the US, Canada and much of the Caribbean) and a select needs one value per option.
 */
const valueOf = (country: CountryCode) => `+${getCountryCallingCode(country)} ${country}`;

export const COUNTRY_CODES: readonly CountryCodeOption[] = getCountries()
  .map((country) => ({
    value: valueOf(country),
    label: `${regionNames.of(country) ?? country} (+${getCountryCallingCode(country)})`,
  }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

export const DEFAULT_COUNTRY_CODE = valueOf(DEFAULT_COUNTRY);
