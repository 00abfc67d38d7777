// @vitest-environment node
// What a client gets from the server with Next's compression off (`compress: false`): each page rewritten, then
// encoded once in an encoding the client accepts, the same bytes on every visit; other answers compressed as
// Next compressed them (gzip or deflate), and streamed.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '@/next-glue/server/inline-stylesheets.mjs';
import { startScriptsAfterPaint } from '@/next-glue/server/scripts-after-paint.mjs';
import { secureHandler } from '@/next-glue/server/secure-handler.mjs';
import { headers } from '../support/next-server-parts';
import { serveDuringSpec } from '../support/serve-during-spec';

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/main-1.css" data-precedence="next"/>' +
  '<script src="/_next/static/chunks/main-1.js" async=""></script></head><body>' +
  `<h1>Post</h1>${'<p>padding for compression</p>'.repeat(100)}` +
  '<script>self.__next_f.push([1,"post"])</script></body></html>';
const readStylesheet = (name: string) => (name === 'main-1.css' ? 'h1{margin:0}' : null);
const rewritten = startScriptsAfterPaint(inlineStylesheets(page, readStylesheet));
const script = `self.chunk=${JSON.stringify('x'.repeat(2_000))};`;
// Chromium's and Firefox's Accept-Encoding.
const BROWSER = 'gzip, deflate, br, zstd';
const DECODE: Record<string, (body: Buffer) => Buffer> = { gzip: gunzipSync, deflate: inflateSync };

let clientGotPart = () => {};
// Like Next with `compress: false`: a prerendered page with its length and ETag, a chunk streamed part by part.
const handler = secureHandler(
  async (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/chunk.js') {
      res.setHeader('Content-Type', 'application/javascript; charset=utf-8');
      res.write(script.slice(0, 1_500));
      (res as ServerResponse & { flush?: () => void }).flush?.();
      await new Promise<void>((resolve) => (clientGotPart = resolve));
      return void res.end(script.slice(1_500));
    }
    res.setHeader('ETag', '"post-1"');
    if (req.headers['if-none-match'] === '"post-1"') return void res.writeHead(304).end();
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(page));
    res.end(page);
  },
  { headers, readStylesheet },
);
const served = serveDuringSpec(createServer((req, res) => void handler(req, res)));

interface Raw {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
/** The answer as sent, its body not decoded; `onPart` sees each part as it arrives. */
function getRaw(path: string, requestHeaders: Record<string, string>, method = 'GET', onPart = () => {}) {
  return new Promise<Raw>((resolve, reject) => {
    const req = httpRequest(served.url(path), { method, headers: requestHeaders }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => (parts.push(part), onPart()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject).end();
  });
}

describe('a page', () => {
  it.each([
    [BROWSER, 'gzip'],
    ['gzip', 'gzip'],
    ['deflate', 'deflate'],
  ])(
    'accepting %s, is the rewritten page encoded once as %s, the same bytes on every visit',
    async (accepted, sent) => {
      const visits = [await getRaw('/post', { 'accept-encoding': accepted })];
      visits.push(await getRaw('/post', { 'accept-encoding': accepted }));
      for (const answer of visits) {
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(sent);
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        // Decoded once it is the rewritten page: not plain, not encoded twice.
        expect(DECODE[sent]!(answer.body).toString()).toBe(rewritten);
        if (answer.headers['content-length']) expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      }
      expect(visits[1]!.body.equals(visits[0]!.body)).toBe(true);
    },
  );

  it('is the rewritten page with its own length for a client that accepts no encoding (the edge)', async () => {
    for (const visit of [1, 2]) {
      const answer = await getRaw('/post', {});
      expect(answer.headers['content-encoding'], `visit ${visit}`).toBeUndefined();
      expect(answer.body.toString()).toBe(rewritten);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
  });

  it('answers a HEAD and a 304 without a body or an encoding', async () => {
    const head = await getRaw('/post', { 'accept-encoding': BROWSER }, 'HEAD');
    const revalidated = await getRaw('/post', { 'accept-encoding': BROWSER, 'if-none-match': '"post-1"' });
    expect([head.status, head.body.length, head.headers['content-encoding']]).toEqual([200, 0, undefined]);
    expect([revalidated.status, revalidated.body.length, revalidated.headers['content-encoding']]).toEqual([
      304,
      0,
      undefined,
    ]);
  });
});

describe('a script chunk', () => {
  it('is gzipped as Next did, and streamed: its first part reaches the client before the rest is written', async () => {
    const answer = await getRaw('/chunk.js', { 'accept-encoding': BROWSER }, 'GET', () => clientGotPart());
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(script);
  });
});
