import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** Serves `server` on a free loopback port from the spec's first test to its last; `url(path)` names a path on it. */
export function serveDuringSpec(server: Server): { url: (path: string) => string } {
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: (path) => `${origin}${path}` };
}
