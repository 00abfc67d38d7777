// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminRequest, adminUrl, type AdminClientConfig } from '@/lib/staff/cms/cms-admin';

const CMS = 'http://cms.test:4010';
const config: AdminClientConfig = { origin: CMS, token: 'staff-token', timeoutMs: 500 };
const list = z.array(z.object({ id: z.number() }));

// Any request to a host or path without a handler fails the test: the client must ask nothing else.
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The client logs each failed call for operators; the answers are what these tests read.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const seen: Request[] = [];
const answer = (path: string, respond: () => Response | Promise<Response>) =>
  server.use(
    http.all(`${CMS}${path}`, ({ request }) => {
      seen.push(request.clone());
      return respond();
    }),
  );
afterEach(() => void seen.splice(0));

describe('adminUrl', () => {
  it('keeps every segment under /admin/ on the configured origin', () => {
    expect(adminUrl(CMS, ['blogs', '../redirects'])?.href).toBe(`${CMS}/admin/blogs/..%2Fredirects`);
    expect(adminUrl(CMS, ['//evil.example', 'x'])?.href).toBe(`${CMS}/admin/%2F%2Fevil.example/x`);
    expect(adminUrl(CMS, ['http://evil.example/'])?.origin).toBe(CMS);
    expect(adminUrl(CMS, ['records'], { state: 'draft,scheduled', type: undefined })?.href).toBe(
      `${CMS}/admin/records?state=draft%2Cscheduled`,
    );
  });

  it('refuses a dot segment or an empty one', () => {
    expect(adminUrl(CMS, ['blogs', '..'])).toBeNull();
    expect(adminUrl(CMS, ['.'])).toBeNull();
    expect(adminUrl(CMS, ['blogs', ''])).toBeNull();
  });
});

describe('adminRequest', () => {
  it('sends the token to the configured origin and validates the answer', async () => {
    answer('/admin/records', () => HttpResponse.json([{ id: 1 }]));
    const result = await adminRequest(config, { path: ['records'], schema: list, notFound: 'unsupported' });
    expect(result).toEqual({ ok: true, value: [{ id: 1 }] });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer staff-token');
  });

  it('sends a save’s own headers beside the token, which they cannot replace', async () => {
    answer('/admin/blogs/a', () => HttpResponse.json({ slug: 'a' }));
    const headers = { 'x-base-version': '3', authorization: 'Bearer forged' };
    await adminRequest(config, {
      method: 'PUT',
      path: ['blogs', 'a'],
      headers,
      schema: z.object({}),
      notFound: 'refused',
    });
    expect(seen[0]?.headers.get('x-base-version')).toBe('3');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer staff-token');
  });

  it('carries the record a stale save’s 409 names, for the editor to show beside what was typed', async () => {
    const current = { version: 4, saved_by: 'Sam', fields: { blog_title: 'Theirs' } };
    answer('/admin/blogs/a', () => HttpResponse.json({ error: 'saved by someone else', current }, { status: 409 }));
    const result = await adminRequest(config, {
      method: 'PUT',
      path: ['blogs', 'a'],
      schema: z.object({}),
      notFound: 'refused',
    });
    expect(result).toEqual({ ok: false, failure: 'refused', message: 'saved by someone else', conflict: current });
  });

  it('sends nothing without a token, and says the section is not set up', async () => {
    const result = await adminRequest(
      { ...config, token: undefined },
      { path: ['records'], schema: list, notFound: 'unsupported' },
    );
    expect(result).toMatchObject({ ok: false, failure: 'not-configured' });
    expect(result.ok || result.message).toMatch(/CONTENT_ADMIN_TOKEN is not set/);
    expect(seen).toEqual([]);
  });

  it('gives up after its timeout, in words', async () => {
    answer('/admin/records', async () => {
      await delay(2_000);
      return HttpResponse.json([]);
    });
    const started = Date.now();
    const result = await adminRequest(
      { ...config, timeoutMs: 150 },
      { path: ['records'], schema: list, notFound: 'unsupported' },
    );
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(result).toMatchObject({
      ok: false,
      failure: 'timeout',
      message: expect.stringMatching(/within 0.15 seconds/),
    });
  });

  it('a 404 is a missing feature for a list, the API’s own words for a record', async () => {
    answer('/admin/records', () => HttpResponse.json({ error: 'not found' }, { status: 404 }));
    answer('/admin/blogs/gone', () => HttpResponse.json({ error: 'no blog with slug "gone"' }, { status: 404 }));
    const missing = await adminRequest(config, { path: ['records'], schema: list, notFound: 'unsupported' });
    expect(missing).toMatchObject({
      ok: false,
      failure: 'unsupported',
      message: expect.stringMatching(/does not offer/),
    });
    const gone = await adminRequest(config, { path: ['blogs', 'gone'], schema: list, notFound: 'refused' });
    expect(gone).toEqual({ ok: false, failure: 'refused', message: 'no blog with slug "gone"' });
  });

  it('passes a refusal through as the API wrote it (a loop)', async () => {
    const loop = 'to: /b leads back to /a (/a → /b → /a); a redirect that returns to where it started would loop';
    answer('/admin/redirects', () => HttpResponse.json({ error: loop }, { status: 400 }));
    const result = await adminRequest(config, {
      method: 'POST',
      path: ['redirects'],
      body: { from: '/a', to: '/b' },
      schema: list,
      notFound: 'refused',
    });
    expect(result).toEqual({ ok: false, failure: 'refused', message: loop });
    expect(await seen[0]?.json()).toEqual({ from: '/a', to: '/b' });
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('says what to do for a refused token, a server error and an answer of the wrong shape', async () => {
    const call = { path: ['records'], schema: list, notFound: 'unsupported' } as const;
    answer('/admin/records', () => HttpResponse.json({ error: 'invalid or missing bearer token' }, { status: 401 }));
    expect(await adminRequest(config, call)).toMatchObject({
      failure: 'token-refused',
      message: expect.stringMatching(/same on the site and the CMS/),
    });
    answer('/admin/records', () => new HttpResponse('down', { status: 503 }));
    expect(await adminRequest(config, call)).toMatchObject({
      failure: 'server',
      message: expect.stringMatching(/HTTP 503/),
    });
    answer('/admin/records', () => HttpResponse.json({ records: [] }));
    expect(await adminRequest(config, call)).toMatchObject({ failure: 'malformed' });
  });

  it('never follows a redirect from the CMS, so the token stays with it', async () => {
    answer(
      '/admin/records',
      () => new HttpResponse(null, { status: 302, headers: { location: 'http://evil.example/steal' } }),
    );
    const result = await adminRequest(config, { path: ['records'], schema: list, notFound: 'unsupported' });
    expect(result).toMatchObject({ ok: false, failure: 'server', message: expect.stringMatching(/HTTP 302/) });
    expect(seen.map((request) => new URL(request.url).origin)).toEqual([CMS]);
  });

  it('reports a CMS that cannot be reached', async () => {
    server.use(http.all(`${CMS}/admin/records`, () => HttpResponse.error()));
    const result = await adminRequest(config, { path: ['records'], schema: list, notFound: 'unsupported' });
    expect(result).toMatchObject({
      ok: false,
      failure: 'unreachable',
      message: expect.stringMatching(/could not be reached/),
    });
  });
});
