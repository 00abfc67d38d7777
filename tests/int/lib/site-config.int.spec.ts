// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadSite } from '@/lib/site';
import { slugify } from '@site/shared/slugify';

describe('site configuration', () => {
  it('has safe local defaults', () => {
    const site = loadSite({});
    expect(site.siteUrl).toBe('http://localhost:3000');
    expect(site.contentApiUrl).toBe('http://127.0.0.1:4010');
    expect(site.offices.map((office) => office.country)).toEqual(['Canada', 'Colombia', 'India', 'USA']);
    expect(site.crmWebToLeadUrl).toBe('http://127.0.0.1:4010/crm/web-to-lead');
    expect(site.recaptcha.siteKey).toBeUndefined();
  });

  it('derives the brand slug (and so the life-at route) from the brand name', () => {
    expect(loadSite({ BRAND_NAME: 'Northwind Talent Co.' }).brand).toEqual({
      name: 'Northwind Talent Co.',
      slug: 'northwind-talent-co',
    });
    expect(slugify('Medellín & Co')).toBe('medellin-and-co');
  });

  it('refuses a webhook secret under 32 characters, and takes one of 32', () => {
    expect(() => loadSite({ REVALIDATE_SECRET: 'x'.repeat(31) })).toThrowError(
      /REVALIDATE_SECRET: must be at least 32 characters/,
    );
    expect(loadSite({ REVALIDATE_SECRET: 'x'.repeat(32) }).revalidateSecret).toHaveLength(32);
  });

  it('trims trailing slashes from URLs', () => {
    const site = loadSite({ SITE_URL: 'https://example.com/', CONTENT_API_URL: 'https://api.example.com//' });
    expect(site.siteUrl).toBe('https://example.com');
    expect(site.contentApiUrl).toBe('https://api.example.com');
  });

  it('takes the edges to refresh as a list of origins, and refuses anything that is not one', () => {
    expect(loadSite({}).edgeRefreshOrigins).toEqual([]);
    expect(
      loadSite({ EDGE_REFRESH_URLS: ' http://10.0.0.5:8080/ , https://edge.example ' }).edgeRefreshOrigins,
    ).toEqual(['http://10.0.0.5:8080', 'https://edge.example']);
    for (const wrong of ['http://edge.example/purge', 'ftp://edge.example', 'edge.example', 'http://e.example?x=1'])
      expect(() => loadSite({ EDGE_REFRESH_URLS: `http://ok.example,${wrong}` }), wrong).toThrowError(
        /EDGE_REFRESH_URLS: .* is not an http\(s\) origin/,
      );
  });

  it('names every invalid variable in one error', () => {
    const invalid = { SITE_URL: 'not a url', CONTACT_EMAIL: 'nope', CONTENT_API_TIMEOUT_MS: '5' };
    expect(() => loadSite(invalid)).toThrowError(/Invalid site configuration/);
    const message = (() => {
      try {
        loadSite(invalid);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    // Each name on its own line, in any order: one missing fails.
    for (const name of Object.keys(invalid)) expect(message).toMatch(new RegExp(`^- ${name}: `, 'm'));
  });

  it('reads offices from JSON and rejects a malformed list', () => {
    const office = {
      country: 'Spain',
      city: 'Madrid',
      street: 'Gran Vía 1',
      region: 'Madrid',
      postalCode: '28013',
      countryCode: 'ES',
      phone: '+34 910 000 000',
    };
    expect(loadSite({ SITE_OFFICES_JSON: JSON.stringify([office]) }).offices).toEqual([office]);
    expect(() => loadSite({ SITE_OFFICES_JSON: '[{"country":"x"}]' })).toThrow();
  });

  it('takes an ISO date for the category offers’ validity, or none', () => {
    expect(loadSite({ OFFER_PRICE_VALID_UNTIL: '2030-06-30' }).offerPriceValidUntil).toBe('2030-06-30');
    expect(loadSite({ OFFER_PRICE_VALID_UNTIL: ' ' }).offerPriceValidUntil).toBeUndefined();
    expect(() => loadSite({ OFFER_PRICE_VALID_UNTIL: '31/12/2030' })).toThrowError(/OFFER_PRICE_VALID_UNTIL/);
  });
});
