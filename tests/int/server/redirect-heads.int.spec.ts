// @vitest-environment node
// Redirects through the server, from a stand-in that answers as Next 16 does for a page's redirect(): Location set
// by the render and appended again from the page's recorded headers (vercel/next.js#82117), the page's year-long
// s-maxage, and the rendered page as the body, through the server's compression.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { TEMPORARY_REDIRECT_CACHE } from '@/next-glue/server/redirect-heads.mjs';
import { secureHandler } from '@/next-glue/server/secure-handler.mjs';
import { headers } from '../support/next-server-parts';
import { serveDuringSpec } from '../support/serve-during-spec';
import { fieldValues, get } from '../support/http-get';

const PAGE = `<!DOCTYPE html><html><body>${'<p>The page the redirect rendered.</p>'.repeat(1_000)}</body></html>`;

/** A page render ending in redirect(): what Next's app-page runtime does with the response. */
function renderedRedirect(res: ServerResponse, status: number, location: string, cacheControl: string) {
  res.statusCode = status;
  res.setHeader('location', location);
  // The recorded headers, replayed onto the same response.
  res.appendHeader('location', location);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', '"page"');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(PAGE);
}

const routes: Record<string, (res: ServerResponse) => void> = {
  '/services/no-such-service': (res) => renderedRedirect(res, 307, '/', 's-maxage=31536000'),
  '/moved-for-good': (res) => renderedRedirect(res, 308, '/new-home', 's-maxage=31536000'),
  // The preview exit: a route handler's 303 that already keeps out of every shared cache, and clears two cookies.
  '/api/preview/exit': (res) => {
    res.appendHeader('set-cookie', '__prerender_bypass=; Max-Age=0');
    res.appendHeader('set-cookie', 'preview=; Max-Age=0');
    res.writeHead(303, { location: '/blog', 'cache-control': 'private, no-store' }).end();
  },
  '/page': (res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 's-maxage=31536000');
    res.end(PAGE);
  },
};
const handle = secureHandler(
  (req: IncomingMessage, res: ServerResponse) => {
    routes[req.url ?? '']!(res);
  },
  { headers },
);
const { url } = serveDuringSpec(createServer((req, res) => void handle(req, res)));

describe('a redirect through the server', () => {
  it('carries one Location, a temporary one no shared-cache lifetime past a second, and no page', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const answer = await get(url('/services/no-such-service'), { 'accept-encoding': encoding });
      expect(answer.status).toBe(307);
      expect(fieldValues(answer, 'location'), encoding).toEqual(['/']);
      expect(fieldValues(answer, 'cache-control'), encoding).toEqual([TEMPORARY_REDIRECT_CACHE]);
      expect(answer.body, encoding).toBe('');
      expect(answer.headers['content-length'], encoding).toBe('0');
      for (const field of ['content-type', 'content-encoding', 'etag'])
        expect(answer.headers[field], `${field} (${encoding})`).toBeUndefined();
    }
  });

  it('keeps a permanent redirect’s lifetime and a private one’s, and every cookie it clears', async () => {
    const moved = await get(url('/moved-for-good'));
    expect([moved.status, fieldValues(moved, 'location'), moved.body]).toEqual([308, ['/new-home'], '']);
    expect(moved.headers['cache-control']).toBe('s-maxage=31536000');
    const exit = await get(url('/api/preview/exit'));
    expect([exit.status, fieldValues(exit, 'location')]).toEqual([303, ['/blog']]);
    expect(exit.headers['cache-control']).toBe('private, no-store');
    expect(fieldValues(exit, 'set-cookie')).toEqual(['__prerender_bypass=; Max-Age=0', 'preview=; Max-Age=0']);
  });

  it('leaves every other answer its body and headers', async () => {
    const page = await get(url('/page'), { 'accept-encoding': 'gzip' });
    expect([page.status, page.headers['content-encoding'], page.headers['cache-control']]).toEqual([
      200,
      'gzip',
      's-maxage=31536000',
    ]);
    expect(page.body).toBe(PAGE);
  });
});
