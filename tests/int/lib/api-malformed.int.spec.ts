// @vitest-environment node
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  getBlogDetail,
  getBlogPage,
  getCategoryDetail,
  getCategoryMenu,
  getEventDetail,
  getEvents,
  getExecutives,
  getOpenings,
  getPopularBlogs,
  getPricing,
  getServiceDetail,
  getServiceMenu,
  getSkillsAndRoles,
  getTeam,
  getTechnologyTabs,
  getTestimonials,
  getTrustedBy,
  getVideos,
} from '@/lib/api';
import {
  blogCard,
  blogDetail,
  categoryList,
  pricingList,
  serviceDetails,
  serviceList,
  teamList,
  testimonial,
} from '../../fixtures/api-answers';
import { API_ORIGIN, mockContentApi } from '../support/api-server';

// A backend that answers 200 with the wrong thing must fail the getter loudly, naming the call and the
// record's URL in the error and in the server log, so pages keep their last good copy or show a 5xx.

const api = mockContentApi();
afterEach(() => vi.restoreAllMocks());

interface Getter {
  family: string;
  call: string;
  /** What the request URL must name besides the call: the slug or parameter that picks the record. */
  names: string;
  run: () => Promise<unknown>;
  /** A body of the right overall shape with a null where a value belongs. */
  withNull: JsonBodyType;
  /** The same with a value of the wrong type. */
  wrongType: JsonBodyType;
}

const SLUG = 'broken-record';

const GETTERS: Getter[] = [
  {
    family: 'blog',
    call: 'get-popular-blog-list',
    names: 'get-popular-blog-list',
    run: () => getPopularBlogs(),
    withNull: [{ ...blogCard, blog_title: null }],
    wrongType: [{ ...blogCard, blog_slug: 42 }],
  },
  {
    family: 'blog',
    call: 'get-blog-list-updated',
    names: 'page=2',
    run: () => getBlogPage(2),
    withNull: { blogs: null, nextpage: 3, hasMore: true },
    wrongType: { blogs: [blogCard], nextpage: 'three', hasMore: 'yes' },
  },
  {
    family: 'blog',
    call: 'get-blog-details',
    names: `slug=${SLUG}`,
    run: () => getBlogDetail(SLUG),
    withNull: { response: 1, blog: [{ ...blogDetail, blog_title: null }] },
    wrongType: { response: 1, blog: { ...blogDetail } },
  },
  {
    family: 'events',
    call: 'get-event-list',
    names: 'get-event-list',
    run: () => getEvents(),
    withNull: [{ slug: 'a', featured_image: null, title: 'A', venue: 'V', event_date: 'D' }],
    wrongType: [{ slug: 7, featured_image: 'http://127.0.0.1:4010/a.webp', title: 'A', venue: 'V', event_date: 'D' }],
  },
  {
    family: 'events',
    call: 'get-event-details',
    names: `slug=${SLUG}`,
    run: () => getEventDetail(SLUG),
    withNull: [null],
    wrongType: { title: 'An object where a list belongs' },
  },
  {
    family: 'services',
    call: 'get-service-list',
    names: 'get-service-list',
    run: () => getServiceMenu(),
    withNull: [{ ...serviceList[0], sub_service_array: null }],
    wrongType: [{ ...serviceList[0], service_title: ['Web Development'] }],
  },
  {
    family: 'services',
    call: 'get-service-details',
    names: `slug=${SLUG}`,
    run: () => getServiceDetail(SLUG),
    withNull: {
      ...serviceDetails,
      service_details_array: [{ ...serviceDetails.service_details_array[0], service_title: null }],
    },
    wrongType: { ...serviceDetails, service_includes_array: 'Front end' },
  },
  {
    family: 'categories',
    call: 'get-hire-category-list',
    names: 'get-hire-category-list',
    run: () => getCategoryMenu(),
    withNull: { category_array: [{ ...categoryList.category_array[0], category_slug: null }] },
    wrongType: { category_array: { developers: categoryList.category_array[0] } },
  },
  {
    family: 'categories',
    call: 'get-hire-category-details',
    names: `slug=${SLUG}`,
    run: () => getCategoryDetail(SLUG),
    withNull: { result: 1, category_array: null },
    wrongType: { result: 'yes', category_array: 'Developers' },
  },
  {
    family: 'catalogue',
    call: 'get-trustedby-data',
    names: 'get-trustedby-data',
    run: () => getTrustedBy(),
    withNull: [null],
    wrongType: 'Trusted by everyone',
  },
  {
    family: 'catalogue',
    call: 'get-technology-list',
    names: 'get-technology-list',
    run: () => getTechnologyTabs(),
    withNull: [{ eventKey: null, tabName: null, webdevImg: null }],
    wrongType: [{ eventKey: 1, tabName: 2, webdevImg: 'three' }],
  },
  {
    family: 'catalogue',
    call: 'get-developer-skills-roles',
    names: 'get-developer-skills-roles',
    run: () => getSkillsAndRoles(),
    withNull: { developer_skills: null, developer_roles: null },
    wrongType: { developer_skills: 'all of them', developer_roles: 42 },
  },
  {
    family: 'people',
    call: 'get-team-list',
    names: 'get-team-list',
    run: () => getTeam(),
    withNull: [{ ...teamList[0], members: null }],
    wrongType: [{ ...teamList[0], dept: 'Recruitment' }],
  },
  {
    family: 'people',
    call: 'get-team-list-by-catid',
    names: 'catId=12',
    run: () => getExecutives(),
    withNull: [null],
    wrongType: { members: 'Rachel Goldberg' },
  },
  {
    family: 'people',
    call: 'get-testimonial-list',
    names: 'get-testimonial-list',
    run: () => getTestimonials(),
    withNull: [{ ...testimonial, testimonial_content: null }],
    wrongType: [{ ...testimonial, ratings: 'five stars' }],
  },
  {
    family: 'pages',
    call: 'get-video-data',
    names: 'page_id=3',
    run: () => getVideos(),
    withNull: null,
    wrongType: { page_id: 'three', video_url: 3 },
  },
  {
    family: 'pages',
    call: 'get-pricing-list',
    names: 'get-pricing-list',
    run: () => getPricing(),
    withNull: [{ ...pricingList[0], pricing_data: null }],
    wrongType: [{ ...pricingList[0], category_title: { en: 'Developers' } }],
  },
  {
    family: 'pages',
    call: 'get-all-openings',
    names: 'get-all-openings',
    run: () => getOpenings(),
    withNull: [null],
    wrongType: 'No openings today',
  },
];

type Garbage = { name: string; kind: ApiError['kind']; respond: (getter: Getter) => Response };

const GARBAGE: Garbage[] = [
  { name: 'a null body', kind: 'invalid-shape', respond: () => HttpResponse.json(null) },
  { name: 'a null inside the record', kind: 'invalid-shape', respond: (getter) => HttpResponse.json(getter.withNull) },
  {
    name: 'a value of the wrong type',
    kind: 'invalid-shape',
    respond: (getter) => HttpResponse.json(getter.wrongType),
  },
  { name: 'an object with no arrays', kind: 'invalid-shape', respond: () => HttpResponse.json({ status: 'ok' }) },
  {
    name: 'an HTML error page with a 200',
    kind: 'invalid-json',
    respond: () => HttpResponse.html('<!doctype html><title>Bad gateway</title><h1>Upstream error</h1>'),
  },
];

describe.each(GETTERS)('$family: $call', (getter) => {
  it.each(GARBAGE)('rejects $name, naming the call and its URL in the error and the log', async (garbage) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let requested = '';
    api.server.use(
      http.get(`${API_ORIGIN}/api/v1/${getter.call}`, ({ request }) => {
        requested = request.url;
        return garbage.respond(getter);
      }),
    );

    const error = await getter.run().then(
      () => null,
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: garbage.kind, call: getter.call });
    expect(requested).toContain(getter.names);
    expect((error as ApiError).message).toContain(requested);
    const logged = log.mock.calls.flat().map(String).join('\n');
    expect(logged).toContain(getter.call);
    expect(logged).toContain(requested);
  });
});
