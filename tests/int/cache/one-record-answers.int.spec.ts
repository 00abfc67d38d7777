// @vitest-environment node
// The not-found rule of the one-record calls: each family's `calls.recordAt`, read by the cache handler from the
// fetch's tag and agreeing with the family's detail schema.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerHoldsRecord, holdsRecord, recordAtOf } from '@/lib/api/one-record-answers.mjs';
import { getRedirect } from '@/lib/api';
import { FAMILY_CALLS } from '@/lib/api/family-calls';
import { redirectSchema } from '@/lib/api/schemas/redirects';
import { RECORD_FAMILIES } from '@/lib/families';
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
const image = '/media/uploads/banner.webp';
const hireCategory = {
  category_title: 'Developers',
  category_slug: 'developers',
  parent_category_id: 0,
  parent_category_slug: null,
  category_meta_title: null,
  category_meta_desc: null,
  category_banner_bg_img: image,
  category_banner_img: image,
  category_second_img: image,
  category_third_img: image,
  category_fourth_img: image,
};
const category = { ...emptyCategoryDetails, result: 1, category_array: [hireCategory] };

/** Per family: a detail answer that carries the record, and the contract's not-found answer (API.md). */
const ANSWERS: Record<string, { found: unknown; notFound: unknown }> = {
  blog: { found: { response: 1, blog: [blogDetail] }, notFound: { response: 0, blog: [] } },
  event: { found: [event], notFound: [] },
  service: { found: serviceDetails, notFound: emptyServiceDetails },
  category: { found: category, notFound: emptyCategoryDetails },
};

describe('the not-found rule', () => {
  it('reads a non-empty list or text at a dotted path, the answer itself for none; anything else holds nothing', () => {
    expect(holdsRecord({ blog: [{}] }, 'blog')).toBe(true);
    expect(holdsRecord([{}], '')).toBe(true);
    expect(holdsRecord({ redirect: { to: '/events' } }, 'redirect.to')).toBe(true);
    for (const answer of [{ blog: [] }, {}, [], null, 'x', { blog: {} }, { blog: 1 }])
      expect(holdsRecord(answer, 'blog'), JSON.stringify(answer)).toBe(false);
    for (const answer of [{ redirect: null }, { redirect: { to: '' } }, { redirect: { status: 301 } }, []])
      expect(holdsRecord(answer, 'redirect.to'), JSON.stringify(answer)).toBe(false);
    // Own fields only: a path never reaches the prototype.
    expect(holdsRecord({}, 'constructor.name')).toBe(false);
  });

  it('reads a cached answer from its JSON text and where its tag says the record sits; bad JSON holds nothing', () => {
    expect(answerHoldsRecord('blog', JSON.stringify({ response: 1, blog: [blogDetail] }))).toBe(true);
    expect(answerHoldsRecord('blog', '{"response":0,"blog":[]}')).toBe(false);
    expect(answerHoldsRecord('blog', '<html>')).toBe(false);
    expect(recordAtOf(['blog:a', 'content', 'one-record:blog'])).toBe('blog');
    expect(recordAtOf(['event:a', 'one-record:'])).toBe('');
    expect(recordAtOf(['event-list', 'content'])).toBeUndefined();
  });

  for (const family of RECORD_FAMILIES) {
    it(`is ${family.name}'s detail schema's own: null exactly for its not-found answer`, async () => {
      // A new family adds its two answers above.
      expect(ANSWERS, family.name).toHaveProperty(family.name);
      const { found, notFound } = ANSWERS[family.name]!;
      const { detail } = await family.schemas();
      expect(holdsRecord(found, family.calls.recordAt)).toBe(true);
      expect(detail.parse(found)).not.toBeNull();
      expect(holdsRecord(notFound, family.calls.recordAt)).toBe(false);
      expect(detail.parse(notFound)).toBeNull();
    });
  }

  it("is the redirect schema's too: a redirect only with a target", () => {
    expect(redirectSchema.parse({ redirect: { to: '/events', status: 308 } })).toEqual({
      to: '/events',
      permanent: true,
    });
    expect(redirectSchema.parse({ redirect: { to: '/events', status: 302 } })).toEqual({
      to: '/events',
      permanent: false,
    });
    expect(redirectSchema.parse({ redirect: null })).toBeNull();
    expect(redirectSchema.parse({ redirect: { to: '', status: 301 } })).toBeNull();
  });

  it('drops a redirect whose target is off the site, whatever the backend says: never an open redirect', () => {
    for (const to of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])
      expect(redirectSchema.parse({ redirect: { to, status: 301 } }), to).toBeNull();
  });
});

describe('the detail getters', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tag their cached fetch with where its record sits, and the fresh one not at all', async () => {
    const seen: { call: string; tags?: string[]; cache?: string }[] = [];
    const notFound: Record<string, unknown> = { 'get-redirect': { redirect: null } };
    for (const family of RECORD_FAMILIES) notFound[family.calls.detail] = ANSWERS[family.name]?.notFound;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const call = new URL(String(input)).pathname.split('/').pop()!;
      seen.push({ call, tags: (init as { next?: { tags?: string[] } }).next?.tags, cache: init?.cache });
      return Response.json(notFound[call]);
    });
    for (const family of RECORD_FAMILIES) {
      const { detail } = FAMILY_CALLS[family.name];
      expect(await detail('made-up-tag-check')).toBeNull();
      expect(await detail('made-up-tag-check', true)).toBeNull();
    }
    expect(await getRedirect('/made-up/tag-check')).toBeNull();
    const cached = seen.filter((call) => call.cache === 'force-cache');
    expect(cached).toHaveLength(RECORD_FAMILIES.length + 1);
    for (const family of RECORD_FAMILIES)
      expect(cached.find(({ call }) => call === family.calls.detail)?.tags).toContain(
        `one-record:${family.calls.recordAt}`,
      );
    expect(recordAtOf(cached.find(({ call }) => call === 'get-redirect')?.tags)).toBe('redirect.to');
    expect(seen.filter((call) => call.cache === 'no-store').every((call) => !call.tags)).toBe(true);
  });
});
