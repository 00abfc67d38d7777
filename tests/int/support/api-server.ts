// MSW at the data-layer boundary: answers /api/v1 calls the way the content API would.
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const API_ORIGIN = 'http://127.0.0.1:4010';
/** Where the contract's calls go, for the handlers a spec writes itself. */
export const API = `${API_ORIGIN}/api/v1`;

/**
 * Starts an MSW server for the spec file, failing any request it has no handler for; `initial` handlers
 * stay for every test, the ones a test adds are reset after it. `answer(call, body)` sets what one call returns.
 */
export function mockContentApi(...initial: RequestHandler[]) {
  const server = setupServer(...initial);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    server,
    answer(call: string, body: JsonBodyType, status = 200) {
      server.use(http.get(`${API}/${call}`, () => HttpResponse.json(body, { status })));
    },
  };
}
