import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/errors.ts';
import { PATH_MAX, sitePath } from '../src/redirects/paths.ts';

const SITE = 'https://www.example.com';

function refusal(value: unknown, field: 'from' | 'to' = 'to'): string {
  try {
    sitePath(value, field, SITE);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).message;
  }
  throw new Error(`${JSON.stringify(value)} was accepted`);
}

describe('the redirect path check', () => {
  it('keeps a site path, and reduces a URL on the site origin to its path', () => {
    expect(sitePath('/blog-details/new-post', 'to', SITE)).toBe('/blog-details/new-post');
    expect(sitePath('/services?tab=2#faq', 'to', SITE)).toBe('/services?tab=2#faq');
    expect(sitePath('https://www.example.com/events', 'to', SITE)).toBe('/events');
    expect(sitePath('/old/section/', 'from', SITE)).toBe('/old/section');
  });

  it('refuses another origin, scheme-relative and backslash paths: never an open redirect', () => {
    expect(refusal('https://evil.example/phish')).toMatch(/another site/);
    expect(refusal('http://www.example.com/events')).toMatch(/another site/);
    expect(refusal('javascript:alert(1)')).toMatch(/another site|not a URL/);
    expect(refusal('//evil.example/x')).toMatch(/starting with one/);
    expect(refusal('/\\evil.example')).toMatch(/starting with one/);
    expect(refusal('events')).toMatch(/starting with one/);
  });

  it('refuses dot segments, spaces, control characters and a query on from', () => {
    expect(refusal('/a/../admin')).toMatch(/plain path/);
    expect(refusal('/a b')).toMatch(/starting with one/);
    expect(refusal('/a\nLocation: x')).toMatch(/starting with one/);
    expect(refusal('/old?x=1', 'from')).toMatch(/without \?query/);
    expect(refusal(42)).toMatch(/required/);
    expect(refusal('')).toMatch(/required/);
  });

  it('checks the length before any pattern runs', () => {
    expect(refusal(`/${'a'.repeat(PATH_MAX)}`)).toMatch(`at most ${PATH_MAX}`);
    expect(refusal(`https://evil.example/${'a'.repeat(PATH_MAX)}`)).toMatch(`at most ${PATH_MAX}`);
  });
});
