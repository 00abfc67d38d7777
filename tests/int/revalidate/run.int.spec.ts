// @vitest-environment node
// The refresh the webhook and the console share: marks first, then each page rendered and offered to the edges,
// every step heard as it happens.
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { markedSince, markTags } from '@/next-glue/cache-handler/tag-state.mjs';
import { registerTagMarks } from '@/lib/revalidate/tag-marks.mjs';
import type { RevalidationStep } from '@/lib/revalidate/steps';
import { API, mockContentApi } from '../support/api-server';
import { serviceList } from '../../fixtures/api-answers';

// Next applies a server action's revalidateTag calls only as the action ends: here, when the test says so.
const pending = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => pending.push(tag) }));
const applyMarks = () => markTags(pending.splice(0), {});

const SITE = 'http://127.0.0.1:3000';
const EDGE = 'http://edge.test:8080';
const { server } = mockContentApi();
let startRevalidation: typeof import('@/lib/revalidate/run').startRevalidation;
let events: { what: string; at: number }[];

// What the cache handler registers when Next loads it (tests/int/revalidate/tag-marks.int.spec.ts).
let unregister: () => void;

beforeAll(async () => {
  unregister = registerTagMarks(markedSince);
  vi.stubEnv('EDGE_REFRESH_URLS', EDGE);
  vi.resetModules();
  ({ startRevalidation } = await import('@/lib/revalidate/run'));
});
afterAll(() => {
  vi.unstubAllEnvs();
  unregister();
});
beforeEach(() => {
  events = [];
  server.use(
    http.get(`${API}/get-service-list`, () => HttpResponse.json(serviceList)),
    http.get(`${SITE}/*`, ({ request }) => {
      events.push({ what: `render ${new URL(request.url).pathname}`, at: Date.now() });
      return new HttpResponse('ok');
    }),
    http.get(`${EDGE}/*`, () => new HttpResponse('ok', { headers: { 'x-nextjs-cache': 'HIT' } })),
  );
});

describe('startRevalidation', () => {
  it('re-renders only once the marks took effect, then tells each step: marked, rendered, each edge', async () => {
    const { plan, rerender } = await startRevalidation({ type: 'page', path: '/pricing' });
    expect(pending).toEqual(plan.stale);
    const steps: RevalidationStep[] = [];
    const done = rerender(SITE, (step) => steps.push(step));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(events, 'nothing renders before the marks').toEqual([]);
    const markedAt = Date.now();
    applyMarks();
    await done;
    expect(events.map((event) => event.what)).toEqual(['render /pricing']);
    expect(events[0]!.at).toBeGreaterThanOrEqual(markedAt);
    expect(steps).toEqual([
      { kind: 'marked', stale: 3, expired: 0 },
      { kind: 'rendered', path: '/pricing', ok: true },
      { kind: 'edge', path: '/pricing', edge: EDGE, answer: 'kept' },
    ]);
  });

  it('tells of a render that failed, and offers that page to no edge', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(`${SITE}/pricing`, () => new HttpResponse('down', { status: 503 })));
    const { rerender } = await startRevalidation({ type: 'page', path: '/pricing' });
    applyMarks();
    const steps: RevalidationStep[] = [];
    await rerender(SITE, (step) => steps.push(step));
    expect(steps.slice(1)).toEqual([{ kind: 'rendered', path: '/pricing', ok: false }]);
  });
});
