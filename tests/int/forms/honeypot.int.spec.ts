// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { honeypotFilled } from '@/lib/forms/spam';
import { HONEYPOT_FIELD } from '@/lib/forms/state';
import { formOf } from '../support/lead-journal';

describe('the honeypot', () => {
  it('lets a lead with it empty or absent through', () => {
    expect(honeypotFilled(formOf({ Email: 'a@b.co', [HONEYPOT_FIELD]: '' }))).toBe(false);
    expect(honeypotFilled(formOf({ Email: 'a@b.co' }))).toBe(false);
  });

  it('catches anything in it, in any of its values', () => {
    expect(honeypotFilled(formOf({ Email: 'a@b.co', [HONEYPOT_FIELD]: 'http://spam.example' }))).toBe(true);
    expect(honeypotFilled(formOf({ [HONEYPOT_FIELD]: ['', ' '] }))).toBe(true);
  });
});
