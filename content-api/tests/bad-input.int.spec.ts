import { describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../src/server.ts';
import { bearer, serverForFile, SUBMIT_TOKEN } from './helpers.ts';

const { app } = serverForFile({ argv: ['--blogs', '12', '--events', '4'] });

const HOSTILE_SLUGS = [
  "' OR 1=1 --",
  "x'; DROP TABLE blogs; --",
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'a'.repeat(5_000),
  '<script>alert(1)</script>',
];

const NOT_FOUND_SHAPES: [string, string, unknown][] = [
  ['get-blog-details', 'slug', { response: 0, blog: [] }],
  ['get-event-details', 'slug', []],
  [
    'get-service-details',
    'slug',
    { service_details_array: [], case_study_array: [], service_includes_array: [], service_platform_array: [] },
  ],
  [
    'get-hire-category-details',
    'category_slug',
    { result: 0, category_array: [], tools_platform_array: [], pricing_array: [], profile_array: [], subcat_array: [] },
  ],
];

describe('bad input never crashes the service', () => {
  it('unknown paths and methods are 404 {"error":"not found"}', async () => {
    for (const [method, url] of [
      ['GET', '/nope'],
      ['GET', '/api/v1/get-everything'],
      ['POST', '/api/v1/get-event-list'],
      ['GET', '/uploads/missing.webp'],
      ['GET', '/uploads/../content.db'],
    ] as const) {
      const response = await app().inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'not found' });
    }
  });

  it.each(NOT_FOUND_SHAPES)('%s with a hostile %s answers the not-found shape', async (call, param, shape) => {
    for (const slug of HOSTILE_SLUGS) {
      const response = await app().inject({ url: `/api/v1/${call}?${param}=${encodeURIComponent(slug)}` });
      expect(response.statusCode, slug.slice(0, 40)).toBe(200);
      expect(response.json()).toEqual(shape);
    }
  });

  it('the tables survive the SQL in the slugs', async () => {
    const response = await app().inject('/api/v1/get-blog-list-updated');
    expect((response.json() as { blogs: unknown[] }).blogs).toHaveLength(9);
  });

  it.each([
    ['/api/v1/get-blog-details', 'missing parameter: slug'],
    ['/api/v1/get-blog-details?slug=', 'missing parameter: slug'],
    ['/api/v1/get-event-details', 'missing parameter: slug'],
    ['/api/v1/get-service-details', 'missing parameter: slug'],
    ['/api/v1/get-hire-category-details?slug=developers', 'missing parameter: category_slug'],
    ['/api/v1/get-team-list-by-catid', 'missing parameter: catId'],
    ['/api/v1/get-team-list-by-catid?catId=twelve', 'bad parameter: catId'],
    ['/api/v1/get-video-data', 'missing parameter: page_id'],
    ['/api/v1/get-video-data?page_id=3.5', 'bad parameter: page_id'],
    ['/api/v1/get-blog-list-updated?page=0', 'bad parameter: page'],
    ['/api/v1/get-blog-list-updated?page=-1', 'bad parameter: page'],
    ['/api/v1/get-blog-list-updated?page=abc', 'bad parameter: page'],
    ['/api/v1/get-blog-list-updated?page=', 'bad parameter: page'],
    ['/api/v1/get-blog-list-updated?page=99999999999999999999', 'bad parameter: page'],
    ['/api/v1/get-blog-list-updated?page=1&page=2', 'bad parameter: page'],
    ['/api/v1/get-blog-details?slug=a&slug=b', 'bad parameter: slug'],
  ])('%s → 400 naming the parameter', async (url, message) => {
    const response = await app().inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it('a huge page number is an empty last page, not an error', async () => {
    const response = await app().inject('/api/v1/get-blog-list-updated?page=9007199254740991');
    expect(response.json()).toEqual({ blogs: [], nextpage: 9007199254740992, hasMore: false });
  });

  it('malformed JSON is a 400', async () => {
    const response = await app().inject({
      method: 'PUT',
      url: '/admin/blogs/anything',
      headers: { ...bearer(), 'content-type': 'application/json' },
      payload: '{"blog_title": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'malformed JSON body' });
  });

  it('an oversized body is a 413', async () => {
    const big = 'x'.repeat(BODY_LIMIT + 1);
    const form = await app().inject({
      method: 'POST',
      url: '/api/v1/service-form-submit-action',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(SUBMIT_TOKEN) },
      payload: `fullname=${big}`,
    });
    expect(form.statusCode).toBe(413);
    expect(form.json()).toEqual({ error: 'request body too large' });
    const json = await app().inject({
      method: 'PUT',
      url: '/admin/blogs/anything',
      headers: { ...bearer(), 'content-type': 'application/json' },
      payload: JSON.stringify({ blog_description: big }),
    });
    expect(json.statusCode).toBe(413);
  });

  it('an unsupported content type is a 415', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/service-form-submit-action',
      headers: { 'content-type': 'text/xml', ...bearer(SUBMIT_TOKEN) },
      payload: '<quote/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBeTypeOf('string');
  });

  it('malformed percent-encoding is a 400 or the not-found shape, never a 500', async () => {
    const path = await app().inject({ method: 'DELETE', url: '/admin/blogs/%E0%A4%A', headers: bearer() });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ error: 'malformed URL' });
    const query = await app().inject('/api/v1/get-blog-details?slug=%E0%A4%A');
    expect(query.statusCode).toBe(200);
    expect(query.json()).toEqual({ response: 0, blog: [] });
  });

  it('hostile slugs in admin paths are 404s or 400s, never 500s', async () => {
    for (const slug of HOSTILE_SLUGS) {
      const url = `/admin/blogs/${encodeURIComponent(slug)}`;
      const removed = await app().inject({ method: 'DELETE', url, headers: bearer() });
      expect(removed.statusCode, slug.slice(0, 40)).toBe(404);
      const created = await app().inject({ method: 'PUT', url, headers: bearer(), payload: { blog_title: 'x' } });
      expect([400, 404], slug.slice(0, 40)).toContain(created.statusCode);
    }
  });
});
