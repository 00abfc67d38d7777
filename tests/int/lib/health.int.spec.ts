// @vitest-environment node
// GET /api/health against a stand-in content API (MSW) and a real redis-server.
import { http, HttpResponse } from 'msw';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serviceList } from '../../fixtures/api-answers';
import { API, mockContentApi } from '../support/api-server';
import { startPrivateRedis } from '../support/redis';

const { server } = mockContentApi();
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
// An empty lead journal of this file's own.
const journalDir = mkdtempSync(path.join(tmpdir(), 'health-leads-'));
const NO_LEADS = { pending: 0, oldestPendingAgeSeconds: null, dead: 0 };

async function health(env: Record<string, string | undefined>) {
  vi.resetModules();
  vi.stubEnv('LEADS_JOURNAL', path.join(journalDir, 'leads.sqlite'));
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { GET } = await import('@/app/api/health/route');
  const response = await GET();
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() };
}

const apiUp = () => server.use(http.get(`${API}/get-service-list`, () => HttpResponse.json(serviceList)));
const apiDown = () => server.use(http.get(`${API}/get-service-list`, () => HttpResponse.error()));

beforeAll(async () => {
  redis = await startPrivateRedis();
  // The first import transforms the data layer, which takes longer than one test may.
  await import('@/app/api/health/route');
}, 60_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  const { currentRedisClient } = await import('@/lib/redis/shared-client.mjs');
  currentRedisClient()?.destroy();
  await redis?.stop();
  rmSync(journalDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers 200, never cached, when the content API answers and no Redis is configured', async () => {
    apiUp();
    const answer = await health({ REDIS_URL: undefined });
    expect(answer).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: { healthy: true, degraded: false, checks: { contentApi: true }, leads: NO_LEADS },
    });
  });

  it('answers 503 naming the content API when it does not answer, with no URL or error in the answer', async () => {
    apiDown();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await health({ REDIS_URL: undefined });
    expect(answer).toEqual({
      status: 503,
      cacheControl: 'no-store',
      body: { healthy: false, degraded: false, checks: { contentApi: false }, leads: NO_LEADS },
    });
    // The reason is for the operator's log only.
    expect(logged.mock.calls.flat().map(String).join(' ')).toMatch(/get-service-list/);
    logged.mockRestore();
  });

  it('asks the content API at most once in 5 s, however often it is checked', async () => {
    let calls = 0;
    server.use(http.get(`${API}/get-service-list`, () => (calls++, HttpResponse.json(serviceList))));
    vi.resetModules();
    vi.stubEnv('REDIS_URL', undefined);
    vi.stubEnv('LEADS_JOURNAL', path.join(journalDir, 'leads.sqlite'));
    const { GET } = await import('@/app/api/health/route');
    for (let i = 0; i < 10; i++) expect((await GET()).status).toBe(200);
    expect(calls).toBe(1);
  });

  it('checks Redis when REDIS_URL is set: 200 once connected, 503 naming Redis when it stops', async () => {
    apiUp();
    await vi.waitFor(async () => expect((await health({ REDIS_URL: redis.url })).status).toBe(200), { timeout: 5_000 });
    expect((await health({ REDIS_URL: redis.url })).body.checks).toEqual({ contentApi: true, redis: true });
    await redis.stop();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await health({ REDIS_URL: redis.url });
    expect(answer.status).toBe(503);
    expect(answer.body.checks).toEqual({ contentApi: true, redis: false });
  });
});
