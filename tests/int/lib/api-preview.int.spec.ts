// @vitest-environment node
// The data layer in draft mode: every read past the caches with the preview link's token, and never outside it.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBlogDetail, getPreviewState, previewLinkStanding } from '@/lib/api';
import { PREVIEW_COOKIE } from '@/lib/preview/request';
import { blogDetail } from '../../fixtures/api-answers';
import { API, mockContentApi } from '../support/api-server';

const request = vi.hoisted(() => ({ draftMode: false as boolean | 'no-request', token: 'p1.blog.a-post.1.sig' }));
vi.mock('next/headers', () => ({
  draftMode: async () => {
    if (request.draftMode === 'no-request') throw new Error('`draftMode` was called outside a request scope');
    return { isEnabled: request.draftMode };
  },
  cookies: async () => ({
    get: (name: string) => (name === PREVIEW_COOKIE ? { name, value: request.token } : undefined),
  }),
}));

const { server } = mockContentApi();
let sent: { token: string | null; cache: RequestCache | undefined }[] = [];

beforeEach(() => {
  sent = [];
  // MSW's fetch (patched in beforeAll), seen through a spy that notes how each read was made.
  const mswFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    sent.push({ token: new Headers(init?.headers).get('x-preview-token'), cache: init?.cache });
    return mswFetch(input, init);
  });
  server.use(http.get(`${API}/get-blog-details`, () => HttpResponse.json({ response: 1, blog: [blogDetail] })));
});
afterEach(() => {
  vi.restoreAllMocks();
  request.draftMode = false;
});

describe('apiGet and draft mode', () => {
  it('outside draft mode reads through the data cache, with no token', async () => {
    await getBlogDetail('a-post');
    expect(sent).toEqual([{ token: null, cache: 'force-cache' }]);
  });

  it('outside a request (build-time params, webhook work) is never a preview', async () => {
    request.draftMode = 'no-request';
    await getBlogDetail('a-post');
    expect(sent).toEqual([{ token: null, cache: 'force-cache' }]);
  });

  it('in draft mode reads uncached and sends the preview token', async () => {
    request.draftMode = true;
    await getBlogDetail('a-post');
    expect(sent).toEqual([{ token: request.token, cache: 'no-store' }]);
  });

  it('getPreviewState asks only in draft mode', async () => {
    expect(await getPreviewState()).toBeNull();
    expect(sent).toEqual([]);
    request.draftMode = true;
    const state = {
      type: 'blog',
      slug: 'a-post',
      state: 'draft',
      publish_at: null,
      unpublish_at: null,
      expires_at: 'x',
    };
    server.use(http.get(`${API}/get-preview-state`, () => HttpResponse.json(state)));
    expect(await getPreviewState()).toEqual(state);
  });
});

describe('previewLinkStanding (asked by /api/preview before draft mode goes on)', () => {
  it('sends the link’s token uncached and reads the content API’s refusal from its status', async () => {
    const answers: [number, string][] = [
      [200, 'live'],
      [401, 'signature'],
      [404, 'record-gone'],
      [410, 'revoked'],
      [500, 'unavailable'],
    ];
    for (const [status, standing] of answers) {
      server.use(http.get(`${API}/get-preview-state`, () => HttpResponse.json({}, { status })));
      expect(await previewLinkStanding('p2.the-link'), String(status)).toBe(standing);
    }
    expect(sent.every((read) => read.token === 'p2.the-link' && read.cache === 'no-store')).toBe(true);
  });

  it('is unavailable, never live, when the content API cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/get-preview-state`, () => HttpResponse.error()));
    expect(await previewLinkStanding('p2.the-link')).toBe('unavailable');
  });
});
