// @vitest-environment node
// What the server keeps of where a posted lead came from: the recorder's JSON, bounded before
// it is parsed, only the listed keys, each cut to 255; else the form's own page address (a post without JavaScript).
import { describe, expect, it } from 'vitest';
import { TOUCH_KEYS, TOUCH_VALUE_LIMIT } from '@/lib/leads/attribution';
import { ATTRIBUTION_JSON_LIMIT, attributionOfPost } from '@/lib/leads/attribution-post';
import { touchOfPage, touchValue } from '@/lib/leads/touch';

const SITE = 'https://www.talentbridge.example';
const FIRST = { landing_page: '/?utm_source=newsletter', utm_source: 'newsletter', gclid: 'abc' };
const posted = (value: unknown) => JSON.stringify(value);

describe('attributionOfPost', () => {
  it('keeps the recorder’s two touches, only the listed keys, each cut to 255 characters', () => {
    const json = posted({
      first: { ...FIRST, utm_campaign: 'x'.repeat(400), password: 'hunter2', referrer: 42 },
      latest: { utm_source: 'ads', constructor: 'no', __proto__: { utm_term: 'polluted' } },
      extra: { utm_source: 'ignored' },
    });
    expect(attributionOfPost(json, `${SITE}/contact-us`, SITE)).toEqual({
      first: { ...FIRST, utm_campaign: 'x'.repeat(TOUCH_VALUE_LIMIT) },
      latest: { utm_source: 'ads' },
    });
  });

  it('does not parse a post longer than the longest the recorder writes, and keeps the page instead', () => {
    const json = posted({ first: FIRST, latest: {}, pad: ' '.repeat(ATTRIBUTION_JSON_LIMIT) });
    expect(attributionOfPost(json, `${SITE}/contact-us?utm_source=page`, SITE)).toEqual({
      first: { landing_page: '/contact-us?utm_source=page', utm_source: 'page' },
      latest: { landing_page: '/contact-us?utm_source=page', utm_source: 'page' },
    });
    // Just at the limit, it is read.
    const exact = posted({ first: FIRST, latest: {} });
    const padded = exact.replace('{"first"', ' '.repeat(ATTRIBUTION_JSON_LIMIT - exact.length) + '{"first"');
    expect(padded).toHaveLength(ATTRIBUTION_JSON_LIMIT);
    expect(attributionOfPost(padded, null, SITE)).toEqual({ first: FIRST, latest: {} });
  });

  it('holds the longest attribution the recorder can write within the limit', () => {
    const worst = touchValue('"\\\u0001'.repeat(200));
    const full = Object.fromEntries(TOUCH_KEYS.map((key) => [key, worst]));
    expect(posted({ first: full, latest: full }).length).toBeLessThanOrEqual(ATTRIBUTION_JSON_LIMIT);
    expect(attributionOfPost(posted({ first: full, latest: full }), null, SITE)?.first).toEqual(full);
  });

  it('falls back to the form’s page, with its utm_ and click ids, when nothing usable was posted', () => {
    const page = `${SITE}/contact-us?utm_source=newsletter&utm_campaign=q1&gclid=abc&other=1`;
    const touch = {
      landing_page: '/contact-us?utm_source=newsletter&utm_campaign=q1&gclid=abc&other=1',
      utm_source: 'newsletter',
      utm_campaign: 'q1',
      gclid: 'abc',
    };
    for (const json of ['', 'not json', 'null', '[]', posted({ first: { password: 'x' } })])
      expect(attributionOfPost(json, page, SITE), json).toEqual({ first: touch, latest: touch });
    // A page without campaign keys is the first touch only.
    expect(attributionOfPost('', `${SITE}/about-us`, SITE)).toEqual({
      first: { landing_page: '/about-us' },
      latest: {},
    });
  });

  it('names no page of another site, and nothing when there is no page', () => {
    expect(attributionOfPost('', 'https://evil.example/?utm_source=x', SITE)).toBeNull();
    expect(attributionOfPost('', `${SITE}.evil.example/?utm_source=x`, SITE)).toBeNull();
    expect(attributionOfPost('', 'not a url', SITE)).toBeNull();
    expect(attributionOfPost('', null, SITE)).toBeNull();
  });
});

describe('touchOfPage, one page view', () => {
  it('takes the path and query, every campaign key, and another site’s referrer as its origin only', () => {
    expect(
      touchOfPage(`${SITE}/blog?utm_medium=email&msclkid=m&li_fat_id=l#top`, 'https://news.example/a?b=c'),
    ).toEqual({
      landing_page: '/blog?utm_medium=email&msclkid=m&li_fat_id=l',
      referrer: 'https://news.example',
      utm_medium: 'email',
      msclkid: 'm',
      li_fat_id: 'l',
    });
    // The site's own pages are no referrer; nor is an address that is none.
    expect(touchOfPage(`${SITE}/a`, `${SITE}/b`)).toEqual({ landing_page: '/a' });
    expect(touchOfPage(`${SITE}/a`, 'about:blank')).toEqual({ landing_page: '/a' });
  });

  it('cuts each value to 255 without splitting an emoji and drops control characters', () => {
    expect(touchValue('a'.repeat(254) + '😀')).toBe('a'.repeat(254));
    expect(touchValue('q\u0000\n1')).toBe('q1');
    expect(touchOfPage(`${SITE}/?utm_term=${'é'.repeat(300)}`).utm_term).toBe('é'.repeat(TOUCH_VALUE_LIMIT));
  });
});
