// @vitest-environment node
// The webhook's edges: no secret configured, bodies at and over the 16 kB limit, and malformed bodies.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockContentApi } from '../support/api-server';

const expired = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag) }));
const warmed = vi.hoisted(() => [] as unknown[]);
vi.mock('next/server', () => ({ after: (task: unknown) => warmed.push(task) }));

// Any call to the content API fails the test: none of these bodies may reach the plan.
mockContentApi();
const SECRET = 'unit-test-secret-of-thirty-two-chars';
const URL = 'http://localhost:3000/api/revalidate';

async function loadRevalidate(secret: string) {
  vi.stubEnv('REVALIDATE_SECRET', secret);
  vi.resetModules();
  return (await import('@/lib/revalidate')).revalidate;
}
beforeEach(() => {
  expired.length = 0;
  warmed.length = 0;
});
afterAll(() => vi.unstubAllEnvs());

// `duplex` is what Node asks of a streamed body; the DOM's RequestInit does not name it.
type Init = Omit<RequestInit, 'headers'> & { headers: Record<string, string>; duplex?: 'half' };
const post = (init: Init, client = '10.1.0.1') =>
  new Request(URL, { method: 'POST', ...init, headers: { 'x-forwarded-for': client, ...init.headers } });

describe('with REVALIDATE_SECRET unset', () => {
  it.each([
    ['no Authorization header', undefined],
    ['an empty bearer token', 'Bearer '],
    ['a bearer of whitespace', 'Bearer    '],
    ['any token', 'Bearer anything-at-all'],
  ])('refuses %s with 401, saying revalidation is disabled, and touches nothing', async (_name, authorization) => {
    const revalidate = await loadRevalidate('');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (authorization !== undefined) headers.authorization = authorization;
    const response = await revalidate(post({ headers, body: '{"type":"all"}' }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.stringContaining('REVALIDATE_SECRET is not set') });
    expect(expired).toEqual([]);
    expect(warmed).toEqual([]);
  });
});

describe('the body limit of 16 kB', () => {
  const bearer = { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' };
  // `{"type":"all","padding":"x…x"}` of exactly `bytes` bytes: parsed, it is a 400 (no such key), never a 413.
  const bodyOf = (bytes: number) => {
    const frame = '{"type":"all","padding":""}';
    return `{"type":"all","padding":"${'x'.repeat(bytes - frame.length)}"}`;
  };

  it('reads a body of exactly 16,384 bytes, and refuses one byte more with 413', async () => {
    const revalidate = await loadRevalidate(SECRET);
    const atLimit = await revalidate(post({ headers: bearer, body: bodyOf(16_384) }));
    expect(atLimit.status).toBe(400);
    expect(await atLimit.json()).toEqual({ error: expect.stringContaining('padding') });
    const over = await revalidate(post({ headers: bearer, body: bodyOf(16_385) }));
    expect(over.status).toBe(413);
    expect(expired).toEqual([]);
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const revalidate = await loadRevalidate(SECRET);
    let pulls = 0;
    // A body that never ends: reading it at all would hang the test.
    const endless = new ReadableStream<Uint8Array>({ pull: () => void (pulls += 1) });
    const response = await revalidate(
      post({ headers: { ...bearer, 'content-length': '16385' }, body: endless, duplex: 'half' }),
    );
    expect(response.status).toBe(413);
    expect(pulls).toBeLessThanOrEqual(1);
  });

  it('stops reading an undeclared body soon after it passes the limit', async () => {
    const revalidate = await loadRevalidate(SECRET);
    let sent = 0;
    const kilobyte = new Uint8Array(1_024).fill(0x20);
    // Endless 1 kB chunks: only a reader that stops at the limit gets an answer.
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        sent += 1;
        controller.enqueue(kilobyte);
      },
    });
    const response = await revalidate(post({ headers: bearer, body: endless, duplex: 'half' }));
    expect(response.status).toBe(413);
    // 17 chunks pass 16 kB; the stream may have queued a couple more ahead of the reader.
    expect(sent).toBeGreaterThanOrEqual(17);
    expect(sent).toBeLessThan(20);
  });
});

describe('a malformed body', () => {
  it.each([
    ['not JSON', 'type=all', 'not JSON'],
    ['truncated JSON', '{"type":"blog","slug":"a-post"', 'not JSON'],
    ['an empty body', '', 'not JSON'],
    ['JSON null', 'null', 'body'],
    ['a JSON array', '[{"type":"all"}]', 'body'],
    ['a JSON string', '"all"', 'body'],
    ['an unknown type', '{"type":"everything"}', 'type'],
    ['a record type without its slug', '{"type":"event"}', 'slug'],
    ['a slug with upper case', '{"type":"blog","slug":"A-Post"}', 'slug'],
    ['a path in the slug', '{"type":"blog","slug":"a/../../b"}', 'slug'],
    ['a bad previous slug', '{"type":"blog","slug":"a","previousSlug":""}', 'previousSlug'],
    ['a number for the slug', '{"type":"blog","slug":7}', 'slug'],
    ['a slug on a list type', '{"type":"testimonials","slug":"x"}', 'slug'],
    ['an extra key', '{"type":"all","force":true}', 'force'],
  ])('answers 400 for %s, naming the problem, and touches nothing', async (_name, body, named) => {
    const revalidate = await loadRevalidate(SECRET);
    const headers = { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' };
    const response = await revalidate(post({ headers, body }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining(named) });
    expect(expired).toEqual([]);
    expect(warmed).toEqual([]);
  });
});
