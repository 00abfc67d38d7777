import { describe, expect, it } from 'vitest';
import { thankYouMessage } from '@/lib/copy/thank-you';
import { routes } from '@/lib/routes';

describe('thankYouMessage', () => {
  it('fits each form’s origin', () => {
    expect(thankYouMessage('2').title).toMatch(/project/);
    expect(thankYouMessage('3').title).toMatch(/message/);
    expect(thankYouMessage('4').title).toMatch(/quote/);
  });

  it('gives the generic thanks for any other value or none', () => {
    const generic = thankYouMessage(undefined);
    expect(thankYouMessage('7')).toEqual(generic);
    expect(thankYouMessage('__proto__')).toEqual(generic);
    expect(generic.title).toMatch(/Thank you/);
  });

  it('matches the routes each form goes to', () => {
    expect(routes.thankYouFrom('serviceLead')).toBe('/thank-you?thank-you=2');
    expect(routes.thankYouFrom('contact')).toBe('/thank-you?thank-you=3');
    expect(routes.thankYouFrom('quote')).toBe('/thank-you?thank-you=4');
  });
});
