// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { acceptsAnswer, RECAPTCHA_MIN_SCORE } from '@/lib/forms/spam';
import { recaptchaActionOf, recaptchaFieldOf } from '@/lib/forms/state';

const expected = { action: 'quote', hostname: 'www.example.com' };
const good = { success: true, score: 0.9, action: 'quote', hostname: 'www.example.com' };

describe('acceptsAnswer, the reCAPTCHA v3 verdict', () => {
  it('accepts a successful, human-enough token for our action and host', () => {
    expect(acceptsAnswer(good, expected)).toBe(true);
    expect(acceptsAnswer({ ...good, score: RECAPTCHA_MIN_SCORE }, expected)).toBe(true);
  });

  it.each([
    ['a failed check', { ...good, success: false }],
    ['a low score', { ...good, score: 0.1 }],
    ['another action', { ...good, action: 'login' }],
    ['another host', { ...good, hostname: 'evil.example' }],
    ['no score', { success: true, action: 'quote', hostname: 'www.example.com' }],
  ])('refuses %s', (_, answer) => {
    expect(acceptsAnswer(answer, expected)).toBe(false);
  });
});

describe('each form’s reCAPTCHA action and token field', () => {
  it('are the spec’s, the same for the browser and the server', () => {
    const forms = ['service-lead', 'schedule-a-call', 'contact', 'quote'] as const;
    expect(forms.map(recaptchaActionOf)).toEqual(['service_lead', 'schedule_a_call', 'contact', 'quote']);
    expect(forms.map(recaptchaFieldOf)).toEqual([
      'g-recaptcha-response',
      'g-recaptcha-response',
      'g-recaptcha-response',
      'recaptchaToken',
    ]);
  });
});
