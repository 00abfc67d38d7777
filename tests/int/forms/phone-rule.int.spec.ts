// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkPhone } from '@site/shared/phone';
import { QUOTE_MESSAGES, validateQuote } from '@site/shared/quote-rules';
import { countryFromLanguages } from '@/lib/forms/phone-country';
import { phoneCountries } from '@/lib/forms/country-codes';
import { parsePhone } from '@/lib/forms/phone-numbers';
import { site } from '@/lib/site';

describe('the phone rule', () => {
  it('keeps the spec’s exactly 10 digits for +1, written with +1 and separators or not', () => {
    expect(checkPhone('4165550100', '+1 US', parsePhone)).toEqual({ e164: '+14165550100', country: '+1 US' });
    expect(checkPhone('+1 (416) 555-0100', '+1 CA', parsePhone)).toEqual({ e164: '+14165550100', country: '+1 CA' });
    expect(checkPhone('41655', '+1 US', parsePhone)).toEqual({ problem: 'tooFewDigits' });
    expect(checkPhone('416555010099', '+1 US', parsePhone)).toEqual({ problem: 'tooManyDigits' });
    expect(checkPhone('20712abcde', '+1 US', parsePhone)).toEqual({ problem: 'notDigits' });
    expect(checkPhone('  ', '+1 US', parsePhone)).toEqual({ problem: 'missing' });
  });

  it('accepts any number valid for its country, as dialled there or with its + code, in E.164', () => {
    expect(checkPhone('01 555 0100', '+353 IE', parsePhone)).toEqual({ e164: '+35315550100', country: '+353 IE' });
    // The + code stands for itself, whatever the choice says.
    expect(checkPhone('+353 1 555 0100', '+1 US', parsePhone)).toEqual({ e164: '+35315550100', country: '+353 IE' });
    expect(checkPhone('+1 416 555 0100', '+44 GB', parsePhone)).toEqual({ e164: '+14165550100', country: '+1 CA' });
    expect(checkPhone('01 555', '+353 IE', parsePhone)).toEqual({ problem: 'invalid' });
    expect(checkPhone('+353 1 555', '+1 US', parsePhone)).toEqual({ problem: 'invalid' });
    // A tampered choice falls back to the default, +1.
    expect(checkPhone('4165550100', '<script>', parsePhone)).toEqual({ e164: '+14165550100', country: '+1 US' });
  });

  it('without the numbering plans (a browser, the content API) checks a number outside +1 for its shape only', () => {
    expect(checkPhone('01 555 0100', '+353 IE')).toEqual({ e164: null, country: '+353 IE' });
    expect(checkPhone('+35315550100', '+1 US')).toEqual({ e164: '+35315550100', country: '+1 US' });
    expect(checkPhone('+0 12', '+1 US')).toEqual({ problem: 'invalid' });
    expect(checkPhone('x'.repeat(1_000_000), '+353 IE')).toEqual({ problem: 'tooManyDigits' });
  });

  it('words the quote’s refusals with the spec’s messages', () => {
    const quote = { fullname: "O'Brien-Smith", email: 'a@b.example' };
    expect(validateQuote({ ...quote, phoneno: '+1 416 555 0100' }, parsePhone)).toEqual({});
    expect(validateQuote({ ...quote, phoneno: '+353 1 555 0100' }, parsePhone)).toEqual({});
    expect(validateQuote({ ...quote, phoneno: '12345' }, parsePhone).phoneno).toBe(QUOTE_MESSAGES.phoneLength);
    expect(validateQuote({ ...quote, phoneno: '12345abcde' }).phoneno).toBe(QUOTE_MESSAGES.phoneNumeric);
    expect(validateQuote({ ...quote, phoneno: '01 555', phone_country: '+353 IE' }, parsePhone).phoneno).toBe(
      QUOTE_MESSAGES.phoneLength,
    );
  });
});

describe('the country a phone field starts on', () => {
  const countries = phoneCountries(site.offices);

  it('is the first language’s stated country, else the likeliest country of a language that has an office', () => {
    expect(countryFromLanguages(['en-IE', 'en'], countries)).toBe('+353 IE');
    expect(countryFromLanguages(['hi'], countries)).toBe('+91 IN');
    expect(countryFromLanguages(['de', 'es-CO'], countries)).toBe('+57 CO');
    expect(countryFromLanguages(['de', 'not a tag'], countries)).toBeNull();
  });
});
