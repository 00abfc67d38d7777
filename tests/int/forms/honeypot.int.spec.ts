// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, screenHoneypot } from '@/lib/forms/honeypot';

describe('the honeypot', () => {
  it('lets a lead with it empty through, without the trap field', () => {
    expect(screenHoneypot({ Email: 'a@b.co', [HONEYPOT_FIELD]: '' })).toEqual({ fields: { Email: 'a@b.co' } });
    expect(screenHoneypot({ Email: 'a@b.co' })).toEqual({ fields: { Email: 'a@b.co' } });
  });

  it('refuses a lead with anything in it, keeping the rest for a release', () => {
    expect(screenHoneypot({ Email: 'a@b.co', [HONEYPOT_FIELD]: 'http://spam.example' })).toEqual({
      fields: { Email: 'a@b.co' },
      rejectedFor: 'honeypot',
    });
    expect(screenHoneypot({ [HONEYPOT_FIELD]: ['', ' '] }).rejectedFor).toBe('honeypot');
  });
});
