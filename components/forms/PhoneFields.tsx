'use client';
import { useEffect, useRef } from 'react';
import { LEAD_FIELD_COPY as COPY } from '@/lib/copy/lead-forms';
import { inputAttributes, type FieldDefinition } from '@/lib/forms/definitions/field';
import { countryFromLanguages, type PhoneCountries } from '@/lib/forms/phone-country';
import { InputField, SelectField } from './Field';

interface PhoneFieldsProps {
  /** The inputs' ids: `<idPrefix>-country-code` and `<idPrefix>-phone`. */
  idPrefix: string;
  /** The form's definitions of the two fields: names, labels, checks and autofill. */
  fields: { country: FieldDefinition; phone: FieldDefinition };
  countries: PhoneCountries;
  /** What the visitor chose and typed, when the server sent the form back. */
  typed: { country?: string; phone?: string };
  errors: { country?: string; phone?: string };
  /** The quote's hint is the spec's; the CRM forms' the shared one. */
  phoneHint?: string;
}

/** The country of the visitor's languages, when the select still holds the page's default and nobody chose. */
function countryToStartOn(element: HTMLSelectElement, countries: PhoneCountries): string | null {
  // The server sent back the visitor's choice, or they (or the browser restoring the page) already changed it.
  const chosen = element.querySelector<HTMLOptionElement>('option[selected]')?.value ?? countries.defaultValue;
  if (element.value !== countries.defaultValue || chosen !== countries.defaultValue) return null;
  return countryFromLanguages(navigator.languages ?? [navigator.language], countries);
}

/**
 * A phone number and its country, on every form that asks for one. No `pattern`: only the server knows which
 * numbers a country has (@site/shared/phone), with JavaScript or without, and a +1 number keeps the spec's rule.
 */
export function PhoneFields({ idPrefix, fields, countries, typed, errors, phoneHint }: PhoneFieldsProps) {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const element = select.current;
    const found = element && countryToStartOn(element, countries);
    if (element && found) element.value = found;
  }, [countries]);
  return (
    <>
      <SelectField
        ref={select}
        id={`${idPrefix}-country-code`}
        name={fields.country.name}
        label={fields.country.label}
        options={countries.options}
        defaultValue={typed.country ?? countries.defaultValue}
        autoComplete={fields.country.autoComplete}
        // Never `required`, even where the form requires a code: it always holds one, and a required select must
        // open on an empty option (W3C checker).
        error={errors.country}
      />
      <InputField
        id={`${idPrefix}-phone`}
        {...inputAttributes(fields.phone)}
        // A text input: the HTML autofill table allows tel-national there, not on type=tel (W3C checker error).
        inputMode="tel"
        label={fields.phone.label}
        hint={phoneHint ?? COPY.phone.hint}
        defaultValue={typed.phone}
        error={errors.phone}
      />
    </>
  );
}
