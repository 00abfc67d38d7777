// The country a phone field starts on: the form's default (+1) in the page's HTML, refined in the browser from the
// visitor's languages before they touch it. Client-safe.

export interface CountryCodeOption {
  value: string;
  label: string;
}

/** A phone field's country choice, rendered on the server from the numbering plans (lib/forms/country-codes.ts). */
export interface PhoneCountries {
  options: readonly CountryCodeOption[];
  /** The static page's choice: +1, the spec's default. */
  defaultValue: string;
  /** The offices' countries: a language that names no country (`hi`, `en`) counts for the one it is likeliest in. */
  officeCountries: readonly string[];
}

const regionOf = (tag: string): { region: string; stated: boolean } | null => {
  try {
    const locale = new Intl.Locale(tag);
    if (locale.region) return { region: locale.region, stated: true };
    const region = locale.maximize().region;
    return region ? { region, stated: false } : null;
  } catch {
    return null;
  }
};

/**
 * The first of the visitor's languages that names a country of the list (`en-IE`: Ireland), or whose likeliest
 * country has one of the offices (`hi`: India); null keeps the default.
 */
export function countryFromLanguages(
  languages: readonly string[],
  { options, officeCountries }: Pick<PhoneCountries, 'options' | 'officeCountries'>,
): string | null {
  for (const tag of languages) {
    const found = regionOf(tag);
    if (!found || (!found.stated && !officeCountries.includes(found.region))) continue;
    const option = options.find((choice) => choice.value.endsWith(` ${found.region}`));
    if (option) return option.value;
  }
  return null;
}
