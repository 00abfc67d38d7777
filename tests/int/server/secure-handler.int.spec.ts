// @vitest-environment node
// The server's wrapper, with its compression, around a stand-in for Next's handler that answers like Next does (its
// own compression off): every response type carries the header set, and HTML carries its scripts' hashes.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { siteScriptHashes } from '@/lib/security/site-inline-scripts';
import { inlineScriptHashes } from '@/next-glue/server/inline-scripts.mjs';
import { NOT_FOUND_ROUTE } from '@/next-glue/server/malformed-url.mjs';
import { secureHandler } from '@/next-glue/server/secure-handler.mjs';
import { draftMode, headers } from '../support/next-server-parts';
import { serveDuringSpec } from '../support/serve-during-spec';
import { get as getUrl, type Answer } from '../support/http-get';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const CSP = headers.find((header) => header.key === 'Content-Security-Policy')!.value;
const html = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"${title}"])</script>` +
  `${'<p>padding for compression</p>'.repeat(100)}</body></html>`;

let pageVersion = 'First version';
const seen: string[] = [];
let revalidations = 0;
// Node 20 has no Promise.withResolvers.
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
/** Resolved by the test once its client has received body bytes. */
let clientGotBody = signal();
/** What ended the stale route's wait: its client receiving the body, or the 2 s limit. */
let staleWaitEndedBy: 'client' | 'timeout' | undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Like Next after a background re-render fails: it marks the answer a 500 only while the head is not out.
function failLate(res: ServerResponse) {
  if (res.headersSent) return;
  res.statusCode = 500;
  res.setHeader('Cache-Control', 'private, no-store');
}
function staleHead(res: ServerResponse) {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // A version never served before, so its hashes are computed from the body, not taken from the cache.
  res.setHeader('ETag', `"stale-${++revalidations}"`);
  res.flushHeaders();
}
const routes: Record<string, Handler> = {
  '/page': (req, res) => {
    const etag = `"${Buffer.from(pageVersion).toString('hex')}"`;
    res.setHeader('ETag', etag);
    // Like Next, a 304 names no content type.
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(html(pageVersion));
  },
  // Streamed like a dynamic render: flushHeaders, then chunks (pipeToNodeResponse).
  '/streamed': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.flushHeaders();
    const [head, tail] = [html('Streamed').slice(0, 120), html('Streamed').slice(120)];
    res.write(head);
    setTimeout(() => res.end(tail), 20);
  },
  // A stale page: written whole at once, then its end waits for the background re-render, which fails.
  '/stale': async (_req, res) => {
    staleHead(res);
    res.write(html('Stale copy'));
    (res as ServerResponse & { flush?: () => void }).flush?.();
    staleWaitEndedBy = await Promise.race([
      clientGotBody.promise.then(() => 'client' as const),
      sleep(2_000).then(() => 'timeout' as const),
    ]);
    failLate(res);
    res.end();
  },
  // The re-render fails while the held document is still incomplete.
  '/stale-in-parts': async (_req, res) => {
    staleHead(res);
    res.write(html('Stale in parts').slice(0, 150));
    await sleep(10);
    failLate(res);
    res.end(html('Stale in parts').slice(150));
  },
  [NOT_FOUND_ROUTE]: (_req, res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(html('Page not found'));
  },
  // What a sanitizer bypass in CMS HTML would put in a page: a script of its own and a forged flight chunk.
  '/injected': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(
      html('Injected').replace(
        '</h1>',
        '</h1><script>window.__xss=1</script><script>self.__next_f.push([1,""]);alert(1)</script>',
      ),
    );
  },
  '/plain-500': (_req, res) => {
    res.statusCode = 500;
    res.end('Internal Server Error');
  },
  '/throws': () => {
    throw new Error('render failed');
  },
  '/static.js': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/javascript', 'Cache-Control': 'public, max-age=31536000' });
    res.end('console.log(1)');
  },
  '/api/v1/list': (_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ items: [] }));
  },
  '/redirect': (_req, res) => {
    res.writeHead(308, { Location: '/page' }).end();
  },
};
const next: Handler = (req, res) => {
  seen.push(req.url ?? '');
  const route = routes[(req.url ?? '').split('?')[0]!];
  if (!route) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
  route(req, res);
};

const handler = secureHandler(async (req, res) => next(req, res), { headers, draftMode });
const server = createServer((req, res) => void handler(req, res));
const served = serveDuringSpec(server);

const get = (path: string, requestHeaders: Record<string, string> = {}, method = 'GET') =>
  getUrl(served.url(path), requestHeaders, method);
/** Requests `path`, resolving `clientGotBody` as soon as body bytes arrive. */
function getSignallingBody(path: string, encoding: string): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(served.url(path), { headers: { 'accept-encoding': encoding } }, (res) => {
      res.on('data', () => clientGotBody.resolve());
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('error', reject).end();
  });
}
const scriptSrc = (answer: Answer) =>
  String(answer.headers['content-security-policy'])
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))!;
const allHashesIn = (answer: Answer) => scriptSrc(answer).match(/'sha256-[^']+'/g) ?? [];
// What the server added for this page: the base policy already names the site's own scripts.
const hashesIn = (answer: Answer) => allHashesIn(answer).filter((hash) => !siteScriptHashes().includes(hash));

function expectHeaderSet(answer: Answer) {
  for (const { key, value } of headers) {
    if (key === 'Content-Security-Policy') expect(answer.headers['content-security-policy']).toBeDefined();
    else expect(answer.headers[key.toLowerCase()], key).toBe(value);
  }
}

describe('every response type carries the security headers', () => {
  it.each([
    ['an HTML page', '/page', 200],
    ['a streamed page', '/streamed', 200],
    ['a static file', '/static.js', 200],
    ['an API answer', '/api/v1/list', 200],
    ['a redirect', '/redirect', 308],
    ['a plain-text 404', '/nothing/here', 404],
    ["Next's plain-text 500", '/plain-500', 500],
    ['a handler that throws', '/throws', 500],
    ['a malformed path', '/blog-details/a%C0%AFb', 400],
  ])('%s', async (_name, path, status) => {
    const answer = await get(path, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(status);
    expectHeaderSet(answer);
  });

  it('keeps the base policy, without hashes, on what is not HTML', async () => {
    expect((await get('/static.js')).headers['content-security-policy']).toBe(CSP);
    expect((await get('/plain-500')).headers['content-security-policy']).toBe(CSP);
  });
});

describe('HTML pages', () => {
  it('name exactly the inline scripts of the body they are sent with, compressed or not', async () => {
    // Each encoding the server's compression sends, as Next's did (no brotli).
    for (const encoding of ['gzip', 'deflate', 'identity']) {
      const answer = await get('/page', { 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(hashesIn(answer)).toEqual(inlineScriptHashes(answer.body));
      expect(hashesIn(answer)).toHaveLength(2);
    }
  });

  it("name only the scripts Next wrote, not an injected one, beside the site's own", async () => {
    const answer = await get('/injected', { 'accept-encoding': 'gzip' });
    expect(answer.body).toContain('window.__xss=1');
    expect(hashesIn(answer)).toEqual(inlineScriptHashes(html('Injected')));
    expect(allHashesIn(answer).slice(0, siteScriptHashes().length)).toEqual(siteScriptHashes());
  });

  it.each(['gzip', 'deflate'])('name the scripts of every chunk of a streamed page (%s)', async (encoding) => {
    const answer = await get('/streamed', { 'accept-encoding': encoding });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.body).toBe(html('Streamed'));
    expect(hashesIn(answer)).toEqual(inlineScriptHashes(answer.body));
    expect(hashesIn(answer)).toHaveLength(2);
  });

  it('get a new header when the page is regenerated with new scripts', async () => {
    const first = await get('/page');
    pageVersion = 'Second version';
    const second = await get('/page');
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(hashesIn(second)).toEqual(inlineScriptHashes(second.body));
    expect(hashesIn(second)).not.toEqual(hashesIn(first));
  });

  it('keep the header of their ETag on a 304, and HEAD gets it from the cache', async () => {
    const full = await get('/page');
    const revalidated = await get('/page', { 'if-none-match': String(full.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBe(full.headers['content-security-policy']);
    const head = await get('/page', {}, 'HEAD');
    expect(head.headers['content-security-policy']).toBe(full.headers['content-security-policy']);
  });

  it('send no CSP on a 304 whose page they have not hashed, so the browser keeps the stored one', async () => {
    pageVersion = 'Third version';
    const etag = `"${Buffer.from(pageVersion).toString('hex')}"`;
    const revalidated = await get('/page', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    expectHeaderSet({ ...revalidated, headers: { ...revalidated.headers, 'content-security-policy': CSP } });
  });
});

describe('draft-mode visits (a preview link)', () => {
  it('are never indexed: X-Robots-Tag on a request with Next’s bypass cookie, on no other', async () => {
    const preview = await get('/page', { cookie: 'theme=dark; __prerender_bypass=0123abcd; __preview_token=x' });
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await get('/page', { cookie: 'theme=dark' })).headers['x-robots-tag']).toBeUndefined();
  });
});

describe('malformed paths', () => {
  it('get the branded not-found page with a 400 and its hashes, never reaching the page route', async () => {
    const answer = await get('/event-detail/x%ZZ?q=1', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('<h1>Page not found</h1>');
    expect(seen.at(-1)).toBe(NOT_FOUND_ROUTE);
    expect(hashesIn(answer)).toEqual(inlineScriptHashes(answer.body));
  });
});

describe('a stale page whose background re-render fails (content API down)', () => {
  // The whole document is sent, and flushed out of the compressor, while Next's stream is still open.
  it.each(['gzip', 'deflate', 'identity'])(
    'is sent whole before the re-render ends, and stays a 200 (%s)',
    async (encoding) => {
      clientGotBody = signal();
      staleWaitEndedBy = undefined;
      const first = await getSignallingBody('/stale', encoding);
      // The route ends only after the client has the body, or after 2 s if the body was held until its end.
      expect(staleWaitEndedBy).toBe('client');
      expect(first.status).toBe(200);
      const answer = await get('/stale', { 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(html('Stale copy'));
      expect(answer.headers['cache-control']).toBeUndefined();
      expect(hashesIn(answer)).toEqual(inlineScriptHashes(answer.body));
    },
  );

  it('keeps the status and headers it had when its head was held', async () => {
    const answer = await get('/stale-in-parts', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBeUndefined();
    expect(answer.body).toBe(html('Stale in parts'));
    expect(hashesIn(answer)).toEqual(inlineScriptHashes(answer.body));
  });
});

describe('a draft-mode visit', () => {
  const frameAncestors = (answer: Answer) =>
    String(answer.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('frame-ancestors '));
  const draft = { 'accept-encoding': 'gzip', cookie: `${draftMode.cookie}=1` };

  it("may be framed by the site's console, and hashes its scripts as any page does", async () => {
    const answer = await get('/page', draft);
    expect(frameAncestors(answer)).toBe("frame-ancestors 'self'");
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(hashesIn(answer)).toEqual(inlineScriptHashes(answer.body));
  });

  it('leaves every other visit of the same page version unframeable', async () => {
    // The draft's answer comes last before each public one: a policy kept by ETag must not cross over.
    const etag = String((await get('/page', draft)).headers.etag);
    const revalidated = await get('/page', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    await get('/page', draft);
    for (const answer of [revalidated, await get('/page')]) {
      expect(frameAncestors(answer)).toBe("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });
});
