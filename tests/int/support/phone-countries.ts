import type { PhoneCountries } from '@/lib/forms/phone-country';

/** A few of the server's choices (lib/forms/country-codes.ts), enough for a form in jsdom. */
export const PHONE_COUNTRIES: PhoneCountries = {
  options: [
    { value: '+1 CA', label: 'Canada (+1)' },
    { value: '+91 IN', label: 'India (+91)' },
    { value: '+353 IE', label: 'Ireland (+353)' },
    { value: '+1 US', label: 'United States (+1)' },
  ],
  defaultValue: '+1 US',
  officeCountries: ['CA', 'CO', 'IN', 'US'],
};
