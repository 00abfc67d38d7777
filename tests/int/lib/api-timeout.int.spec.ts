// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { afterAll, expect, it, vi } from 'vitest';
import { API, mockContentApi } from '../support/api-server';

mockContentApi(
  http.get(`${API}/get-trustedby-data`, async () => {
    await delay(1_000);
    return HttpResponse.json([]);
  }),
);

afterAll(() => vi.unstubAllEnvs());

it('gives up after CONTENT_API_TIMEOUT_MS with a timeout error', async () => {
  vi.stubEnv('CONTENT_API_TIMEOUT_MS', '150');
  vi.resetModules();
  const { getTrustedBy } = await import('@/lib/api');
  // The answer would come after 1 s; a timeout error (rather than the answer) proves the call gave up first.
  await expect(getTrustedBy()).rejects.toMatchObject({ name: 'ApiError', kind: 'timeout' });
});
