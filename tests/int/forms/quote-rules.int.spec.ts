// @vitest-environment node
// The quote rules the browser, the site and the content API share: bounded before any pattern, linear in time.
import { describe, expect, it } from 'vitest';
import { isEmailShaped } from '@site/shared/email';
import { QUOTE_LIMITS, QUOTE_MESSAGES, validateQuote } from '@site/shared/quote-rules';

/** Milliseconds of CPU (user + system) the call took: a slow machine does not make it pass or fail. */
function cpuMs(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

const VALID = { fullname: 'Maya Patel', email: 'maya@northwind.example', phoneno: '4165550142', description: '' };

describe('isEmailShaped, the spec’s “text, @, text, dot, text”', () => {
  // The old pattern, kept here only as the reference the new check must agree with on ordinary input.
  const reference = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const samples = [
    'maya@northwind.example',
    'a@b.c',
    'a@.b.c',
    'a@b..c',
    'a@b.',
    'a@.b',
    'a@b',
    '@b.c',
    'a@@b.c',
    'a@b@c.d',
    'a b@c.d',
    'a@b.c\t',
    'a@b.c\u00a0',
    'a.b@c',
    'a@b.c.',
    '',
    '.@..',
    'ünï@cødé.example',
  ];

  it.each(samples)('agrees with the spec’s pattern on %j', (sample) => {
    expect(isEmailShaped(sample)).toBe(reference.test(sample));
  });

  // Each one a mail library reads as structure: a display name, a comment, a group, a list, a quoted or literal part.
  it.each([
    'Claim-your-prize-at-evil.example<victim@example.test>',
    'x<victim@example.test>',
    '<victim@example.test>',
    'victim@example.test>',
    '"Claim"victim@example.test',
    '(prize)victim@example.test',
    'victim@example.test(prize)',
    'prize:victim@example.test;',
    'a,victim@example.test',
    'victim@example.test;',
    'victim@[127.0.0.1]',
    'vic\\tim@example.test',
    'victim@example.test\u0000',
    'vic\u0085tim@example.test',
    'vic\u007ftim@example.test',
    'victim@example.test\u2028',
  ])('refuses %j: only a bare address is an address', (sample) => {
    expect(isEmailShaped(sample)).toBe(false);
  });

  it.each([
    'ana.maria+leads@mail.example.co.uk',
    'first-last@sub-domain.example.com',
    "o'brien@example.ie",
    'ANA@EXAMPLE.COM',
    'user_1=x@example.org',
    'ünï@cødé.example',
    'user@xn--bcher-kva.example',
    '用户@例子.广告',
  ])('takes the real address %j', (sample) => {
    expect(isEmailShaped(sample)).toBe(true);
  });

  it('stays linear on the backtracking input of the ReDoS finding (80,000 characters)', () => {
    const evil = `a@${'.'.repeat(80_000)}@`;
    expect(cpuMs(() => expect(isEmailShaped(evil)).toBe(false))).toBeLessThan(100);
  });
});

describe('validateQuote, bounded before matched', () => {
  it.each([
    ['fullname', 'M'.repeat(QUOTE_LIMITS.fullname + 1), QUOTE_MESSAGES.nameTooLong],
    ['email', `${'m'.repeat(250)}@b.co`, QUOTE_MESSAGES.emailInvalid],
    ['description', 'd'.repeat(QUOTE_LIMITS.description + 1), QUOTE_MESSAGES.descriptionTooLong],
  ] as const)('refuses a %s past its cap', (field, value, message) => {
    expect(validateQuote({ ...VALID, [field]: value })).toEqual({ [field]: message });
  });

  it('accepts every field at its cap', () => {
    const atCap = {
      fullname: 'M'.repeat(QUOTE_LIMITS.fullname),
      email: `${'m'.repeat(QUOTE_LIMITS.email - 7)}@b.co.u`.slice(0, QUOTE_LIMITS.email),
      phoneno: '4165550142',
      description: 'd'.repeat(QUOTE_LIMITS.description),
    };
    expect(atCap.email).toHaveLength(QUOTE_LIMITS.email);
    expect(validateQuote(atCap)).toEqual({});
  });

  it.each([
    ['email', `a@${'.'.repeat(1_000_000)}@`],
    ['fullname', ` ${'M'.repeat(1_000_000)} `],
    ['phoneno', '1'.repeat(1_000_000)],
    ['description', 'd'.repeat(1_000_000)],
  ])('answers a megabyte of %s within 100 ms of CPU', (field, value) => {
    const errors = {};
    expect(cpuMs(() => Object.assign(errors, validateQuote({ ...VALID, [field]: value })))).toBeLessThan(100);
    expect(Object.keys(errors)).toEqual([field]);
  });
});
