// @vitest-environment node
// After a re-render the site asks each edge for the page again, under the public host's cache key.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshEdges } from '@/lib/revalidate/edge-refresh';

let edge: Server;
let origin: string;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
let nextCache = 'HIT';

beforeEach(async () => {
  seen.length = 0;
  nextCache = 'HIT';
  edge = createServer((request, response) => {
    seen.push({ url: request.url!, headers: request.headers });
    response.writeHead(200, { 'x-nextjs-cache': nextCache }).end('<html></html>');
  }).listen(0, '127.0.0.1');
  await once(edge, 'listening');
  origin = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
});
afterEach(async () => {
  edge.close();
  vi.restoreAllMocks();
});

/** An origin nothing listens on. */
async function closedOrigin(): Promise<string> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  server.close();
  return `http://127.0.0.1:${port}`;
}

describe('refreshEdges', () => {
  it('asks every edge for the path with the public Host and the refresh header', async () => {
    expect(await refreshEdges([origin, origin], 'https://www.talentbridge.example', '/blog-details/a-post?x=1')).toBe(
      true,
    );
    expect(seen).toHaveLength(2);
    for (const request of seen) {
      expect(request.url).toBe('/blog-details/a-post?x=1');
      expect(request.headers.host).toBe('www.talentbridge.example');
      expect(request.headers['x-edge-refresh']).toBe('1');
    }
  });

  it('does nothing without edges', async () => {
    await refreshEdges([], 'https://www.talentbridge.example', '/blog');
    expect(seen).toHaveLength(0);
  });

  it('answers false when the site answered STALE, which the edge does not keep', async () => {
    nextCache = 'STALE';
    expect(await refreshEdges([origin], 'https://www.talentbridge.example', '/blog')).toBe(false);
  });

  it('warns once when an edge stops answering and says when it is back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const gone = await closedOrigin();
    // An edge that does not answer is no reason to render again: its copy lives out its second.
    expect(await refreshEdges([gone, origin], 'https://www.talentbridge.example', '/a')).toBe(true);
    await refreshEdges([gone, origin], 'https://www.talentbridge.example', '/b');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(gone);
    // The answering edge was refreshed both times all the same.
    expect(seen.map((request) => request.url)).toEqual(['/a', '/b']);
    edge.close();
    edge = createServer((_, response) => response.end()).listen(Number(new URL(gone).port), '127.0.0.1');
    await once(edge, 'listening');
    await refreshEdges([gone], 'https://www.talentbridge.example', '/c');
    expect(info).toHaveBeenCalledWith(`Edge ${gone} answers refreshes again`);
  });
});
