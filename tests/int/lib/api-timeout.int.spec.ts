// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

const server = setupServer(
  http.get('http://127.0.0.1:4010/api/v1/get-trustedby-data', async () => {
    await delay(1_000);
    return HttpResponse.json([]);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

it('gives up after CONTENT_API_TIMEOUT_MS with a timeout error', async () => {
  vi.stubEnv('CONTENT_API_TIMEOUT_MS', '150');
  vi.resetModules();
  const { getTrustedBy } = await import('@/lib/api');
  // The answer would come after 1 s; a timeout error (rather than the answer) proves the call gave up first.
  await expect(getTrustedBy()).rejects.toMatchObject({ name: 'ApiError', kind: 'timeout' });
});
