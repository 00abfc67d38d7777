// @vitest-environment node
// Through the server's wrapper and its compression: every copy of a page is sent with its stylesheets inside it and
// its scripts started after its first paint, encoded as the client accepts, with a length that matches and the right
// hashes.
import { createServer, type ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { siteScriptHashes } from '@/lib/security/site-inline-scripts';
import { trustedInlineScriptHashes } from '@/next-glue/server/inline-scripts.mjs';
import { inlineStylesheets } from '@/next-glue/server/inline-stylesheets.mjs';
import { SCRIPTS_AFTER_PAINT, startScriptsAfterPaint } from '@/next-glue/server/scripts-after-paint.mjs';
import { secureHandler } from '@/next-glue/server/secure-handler.mjs';
import { headers } from '../support/next-server-parts';
import { serveDuringSpec } from '../support/serve-during-spec';
import { get as getUrl } from '../support/http-get';

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/main-1.css" data-precedence="next"/>' +
  '<script src="/_next/static/chunks/main-1.js" async=""></script></head><body>' +
  `<h1>Post</h1>${'<p>padding for compression</p>'.repeat(200)}` +
  '<script>self.__next_f.push([1,"post"])</script></body></html>';

const readStylesheet = (name: string) => (name === 'main-1.css' ? 'h1{margin:0}' : null);
const sent = startScriptsAfterPaint(inlineStylesheets(page, readStylesheet));

const handler = secureHandler(
  async (req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('ETag', '"post-1"');
    // Like a prerendered page: Next (its compression off) names its length.
    res.setHeader('Content-Length', Buffer.byteLength(page));
    if (req.url === '/stale') {
      // Written whole, then the end waits for a background re-render (see secure-handler.int.spec.ts).
      res.write(page);
      (res as ServerResponse & { flush?: () => void }).flush?.();
      await new Promise((resolve) => setTimeout(resolve, 20));
      return void res.end();
    }
    res.end(page);
  },
  { headers, readStylesheet },
);
const server = createServer((req, res) => void handler(req, res));
const served = serveDuringSpec(server);

describe('a page sent by the server', () => {
  it.each([
    ['/page', 'gzip'],
    ['/page', 'deflate'],
    ['/page', ''],
    ['/stale', 'gzip'],
    ['/stale', 'deflate'],
  ])(
    '%s (%s) is the page with its CSS inside and its scripts after the paint, whole and decodable',
    async (path, encoding) => {
      for (let visit = 0; visit < 2; visit++) {
        // The second visit is of a version the server has already made: it is sent as made, the same page.
        const answer = await getUrl(served.url(path), encoding ? { 'accept-encoding': encoding } : {});
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding || undefined);
        expect(answer.body).toBe(sent);
        expect(answer.body).toContain(
          '<style data-precedence="next" data-inlined="/_next/static/chunks/main-1.css">h1{margin:0}</style>',
        );
        expect(answer.body).not.toContain('<script src="/_next/static/chunks/main-1.js"');
        expect(answer.body).toContain(
          `["/_next/static/chunks/main-1.js"]</script><script>${SCRIPTS_AFTER_PAINT}</script></body>`,
        );
        if (!encoding) expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
        const scriptSrc = String(answer.headers['content-security-policy']).match(/script-src [^;]+/)![0];
        for (const hash of [...trustedInlineScriptHashes(answer.body), ...siteScriptHashes()])
          expect(scriptSrc).toContain(hash);
      }
    },
  );

  it('a HEAD is answered without a body, as before', async () => {
    const answer = await getUrl(served.url('/page'), {}, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('');
  });
});
