// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messageFor } from '@/lib/forms/validity';

const validity = (flags: Partial<Record<keyof ValidityState, boolean>>) =>
  ({ valid: false, ...flags }) as unknown as ValidityState;

const PHONE = {
  valueMissing: 'Please enter your 10-digit phone number',
  tooShort: 'Please enter all 10 digits of your phone number',
  patternMismatch: 'Please use only numbers',
};

describe('messageFor', () => {
  it('says nothing for a valid control', () => {
    expect(messageFor({ valid: true } as ValidityState, PHONE, '')).toBeUndefined();
  });

  it('names a short number before its pattern', () => {
    expect(messageFor(validity({ tooShort: true, patternMismatch: true }), PHONE, '')).toBe(PHONE.tooShort);
    expect(messageFor(validity({ patternMismatch: true }), PHONE, '')).toBe('Please use only numbers');
    expect(messageFor(validity({ valueMissing: true }), PHONE, '')).toBe(PHONE.valueMissing);
  });

  it("falls back to the browser's own message for a check we have no words for", () => {
    expect(messageFor(validity({ typeMismatch: true }), PHONE, 'Enter an email')).toBe('Enter an email');
    expect(messageFor(validity({ customError: true }), undefined, 'Pick one')).toBe('Pick one');
  });
});
