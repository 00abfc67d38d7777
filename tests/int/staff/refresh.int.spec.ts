// @vitest-environment node
// The console's refresh runs the webhook's own: refused with nothing touched when the CMS is down, else each step
// fed to the browser as it happens, then the result in words.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readFeed } from '@/lib/staff/pages/feed';
import { changeOf, startRefresh } from '@/lib/staff/pages/refresh';
import type { RefreshTarget } from '@/lib/staff/pages/refresh-scope';
import { serviceList } from '../../fixtures/api-answers';
import { API, mockContentApi } from '../support/api-server';

const marked = vi.hoisted(() => [] as string[]);
// Marks as Next's cache handler does, and registers its answer to the refresh's wait, as loading it does.
vi.mock('next/cache', async () => {
  const { markedSince, markTags } = await import('@/next-glue/cache-handler/tag-state.mjs');
  const { registerTagMarks } = await import('@/lib/revalidate/tag-marks.mjs');
  registerTagMarks(markedSince);
  return { revalidateTag: (tag: string) => (marked.push(tag), markTags([tag], {})) };
});

const SITE = 'http://127.0.0.1:3000';
const { server } = mockContentApi();
const pricing: RefreshTarget = { kind: 'page', path: '/pricing' };

beforeEach(() => {
  marked.length = 0;
});

describe('changeOf', () => {
  it('turns each console target into the change the webhook plans', () => {
    expect(changeOf({ kind: 'page', path: '/blog-details/a-post' })).toEqual({ type: 'blog', slug: 'a-post' });
    expect(changeOf({ kind: 'page', path: '/web' })).toEqual({ type: 'service', slug: 'web' });
    expect(changeOf(pricing)).toEqual({ type: 'page', path: '/pricing' });
    expect(changeOf({ kind: 'every', of: 'event' })).toEqual({ type: 'every', of: 'event' });
    expect(changeOf({ kind: 'every', of: 'openings' })).toEqual({ type: 'openings' });
    expect(changeOf({ kind: 'all' })).toEqual({ type: 'all' });
    expect(changeOf({ kind: 'page', path: '/no/such/page' })).toBeNull();
  });
});

describe('startRefresh', () => {
  it('feeds each step as it happens, then says when the page was live', async () => {
    server.use(
      http.get(`${API}/get-service-list`, () => HttpResponse.json(serviceList)),
      http.get(`${SITE}/pricing`, () => new HttpResponse('ok')),
    );
    const start = await startRefresh(pricing, changeOf(pricing)!, SITE);
    expect(start.kind).toBe('started');
    if (start.kind !== 'started') return;
    const kinds = [];
    for await (const step of readFeed(start.steps))
      kinds.push(step.kind === 'rendered' ? `rendered ${step.path}` : step.kind);
    expect(kinds).toEqual(['marked', 'rendered /pricing']);
    expect(await start.outcome).toEqual({
      ok: true,
      words: expect.stringMatching(/^Live everywhere \d+ ms after you clicked\.$/),
    });
  });

  it('says the CMS did not answer, and marks nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${API}/get-service-list`, () => HttpResponse.error()));
    expect(await startRefresh(pricing, changeOf(pricing)!, SITE)).toEqual({
      kind: 'refused',
      outcome: {
        ok: false,
        words: 'The CMS did not answer, so the live page stays as it was. Try again when it is back.',
      },
    });
    expect(marked).toEqual([]);
  });
});
