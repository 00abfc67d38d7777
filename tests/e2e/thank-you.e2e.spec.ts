import { expect, test } from './support/test';

test.describe('the thank-you page', () => {
  for (const [origin, title] of [
    ['2', 'Thank you for telling us about your project'],
    ['3', 'Thank you for your message'],
    ['4', 'Thank you for requesting a quote'],
    ['9', 'Thank you for registering with us'],
  ] as const) {
    test(`?thank-you=${origin} thanks the visitor in words that fit`, async ({ request }) => {
      const html = await (await request.get(`/thank-you?thank-you=${origin}`)).text();
      expect(html).toContain(title);
      expect(html).toContain('mailto:');
      expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Start the journey<\/a>/);
      expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    });
  }
});
