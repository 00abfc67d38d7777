// @vitest-environment node
// The one not-found rule of the lookup calls, read by both the cache handler and the data layer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerHoldsRecord, HOLDS_RECORD, ONE_RECORD_TAG, type OneRecordCall } from '@/lib/api/one-record-answers.mjs';
import { getBlogDetail, getCategoryDetail, getEventDetail, getRedirect, getServiceDetail } from '@/lib/api';
import { blogDetailSchema } from '@/lib/api/schemas/blog';
import { categoryDetailSchema } from '@/lib/api/schemas/categories';
import { eventDetailSchema } from '@/lib/api/schemas/events';
import { redirectSchema } from '@/lib/api/schemas/redirects';
import { serviceDetailSchema } from '@/lib/api/schemas/services';
import { blogDetail, emptyCategoryDetails, emptyServiceDetails, serviceDetails } from '../../fixtures/api-answers';

const event = {
  title: 'Remote Hiring Meetup',
  city: 'Toronto',
  event_date: '12 Mar, 2027',
  venue: 'Union Hall',
  genre: 'Meetup',
  participation_area: 'Engineering',
  outline: 'Talks',
  speakers: 'Two',
  summary: '<p>An evening of talks.</p>',
  event_gallery: [],
};
const category = { ...emptyCategoryDetails, result: 1, category_array: [{ category_slug: 'developers' }] };

/** Per call: answers that carry the record, and the contract's not-found answers plus garbage. */
const ANSWERS: Record<OneRecordCall, { found: unknown[]; notFound: unknown[] }> = {
  'get-blog-details': {
    found: [{ response: 1, blog: [blogDetail] }],
    notFound: [{ response: 0, blog: [] }, { response: 1, blog: [] }, { response: 0, blog: [blogDetail] }, null, 'x'],
  },
  'get-event-details': { found: [[event]], notFound: [[], {}, null] },
  'get-service-details': { found: [serviceDetails], notFound: [emptyServiceDetails, [], null] },
  'get-hire-category-details': {
    found: [category],
    notFound: [emptyCategoryDetails, { ...category, result: 0 }, { ...emptyCategoryDetails, result: 1 }, null],
  },
  'get-redirect': {
    found: [{ redirect: { to: '/blog-details/new', status: 301 } }],
    notFound: [{ redirect: null }, {}, { redirect: { status: 301 } }, null],
  },
};

describe('the not-found rule', () => {
  for (const [call, { found, notFound }] of Object.entries(ANSWERS) as [
    OneRecordCall,
    (typeof ANSWERS)[OneRecordCall],
  ][]) {
    it(`tells ${call}'s records from its not-found answers`, () => {
      for (const answer of found) expect(HOLDS_RECORD[call](answer), JSON.stringify(answer)).toBe(true);
      for (const answer of notFound) expect(HOLDS_RECORD[call](answer), JSON.stringify(answer)).toBe(false);
    });
  }

  it('reads a cached answer by its URL and JSON text; an unknown call or bad JSON holds nothing', () => {
    const url = 'http://127.0.0.1:4010/api/v1/get-blog-details?slug=a';
    expect(answerHoldsRecord(url, JSON.stringify({ response: 1, blog: [blogDetail] }))).toBe(true);
    expect(answerHoldsRecord(url, '{"response":0,"blog":[]}')).toBe(false);
    expect(answerHoldsRecord(url, '<html>')).toBe(false);
    expect(answerHoldsRecord('http://127.0.0.1:4010/api/v1/get-event-list', '[{}]')).toBe(false);
  });

  it('is the rule the detail schemas apply: null exactly for a not-found answer', () => {
    expect(blogDetailSchema.parse({ response: 1, blog: [blogDetail] })).not.toBeNull();
    expect(blogDetailSchema.parse({ response: 0, blog: [blogDetail] })).toBeNull();
    expect(eventDetailSchema.parse([event])).not.toBeNull();
    expect(eventDetailSchema.parse([])).toBeNull();
    expect(serviceDetailSchema.parse(serviceDetails)).not.toBeNull();
    expect(serviceDetailSchema.parse(emptyServiceDetails)).toBeNull();
    expect(categoryDetailSchema.parse(emptyCategoryDetails)).toBeNull();
    expect(redirectSchema.parse({ redirect: { to: '/events', status: 308 } })).toEqual({
      to: '/events',
      permanent: true,
    });
    expect(redirectSchema.parse({ redirect: { to: '/events', status: 302 } })).toEqual({
      to: '/events',
      permanent: false,
    });
    expect(redirectSchema.parse({ redirect: null })).toBeNull();
  });

  it('drops a redirect whose target is off the site, whatever the backend says: never an open redirect', () => {
    for (const to of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])
      expect(redirectSchema.parse({ redirect: { to, status: 301 } }), to).toBeNull();
  });
});

describe('the detail getters', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tag their cached fetch as a lookup of a call the rule knows, and not the fresh one', async () => {
    const seen: { call: string; tags?: string[]; cache?: string }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const call = new URL(String(input)).pathname.split('/').pop()!;
      seen.push({ call, tags: (init as { next?: { tags?: string[] } }).next?.tags, cache: init?.cache });
      const answers: Record<string, unknown> = {
        'get-blog-details': { response: 0, blog: [] },
        'get-event-details': [],
        'get-service-details': emptyServiceDetails,
        'get-hire-category-details': emptyCategoryDetails,
        'get-redirect': { redirect: null },
      };
      return Response.json(answers[call]);
    });
    for (const get of [getBlogDetail, getEventDetail, getServiceDetail, getCategoryDetail]) {
      expect(await get('made-up-tag-check')).toBeNull();
      expect(await get('made-up-tag-check', true)).toBeNull();
    }
    expect(await getRedirect('/made-up/tag-check')).toBeNull();
    const cached = seen.filter((call) => call.cache === 'force-cache');
    expect(cached).toHaveLength(5);
    for (const { call, tags } of cached) {
      expect(tags).toContain(ONE_RECORD_TAG);
      expect(Object.keys(HOLDS_RECORD)).toContain(call);
    }
    expect(seen.filter((call) => call.cache === 'no-store').every((call) => !call.tags)).toBe(true);
  });
});
