// @vitest-environment node
// The server's memory of each page version's CSP (bounded, most recently used kept) and its fallback when
// a page cannot be hashed (the base policy: Next's scripts are refused, never an injected one trusted).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { inlineScriptHashes } from '@/next-glue/server/inline-scripts.mjs';
import { secureHandler } from '@/next-glue/server/secure-handler.mjs';
import { serveDuringSpec } from '../support/serve-during-spec';
import { get as getUrl } from '../support/http-get';

const CSP = "default-src 'self'; script-src 'self'";
const headers = [{ key: 'Content-Security-Policy', value: CSP }];
// Each version's page has a script of its own, so each has its own policy.
const page = (version: string) =>
  `<!DOCTYPE html><html><head></head><body><h1>${version}</h1>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"${version}"])</script>` +
  '</body></html>';

function next(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (url.pathname === '/corrupt') {
    // Encoded by the app itself (so it says): the server, which compresses after it reads a page, cannot read it.
    res.setHeader('Content-Encoding', 'gzip');
    return void res.end(page('corrupt'));
  }
  const version = url.searchParams.get('v') ?? '';
  const etag = `"${version}"`;
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
  res.end(page(version));
}

const handler = secureHandler(async (req, res) => next(req, res), { headers, cacheLimit: 2 });
const server = createServer((req, res) => void handler(req, res));
const served = serveDuringSpec(server);
const get = (path: string, requestHeaders: Record<string, string> = {}, method = 'GET') =>
  getUrl(served.url(path), requestHeaders, method);
/** The CSP a 304 for `version` carries: the remembered one, or none when that version was forgotten. */
const revalidatedPolicy = async (version: string) =>
  (await get(`/page?v=${version}`, { 'if-none-match': `"${version}"` })).headers['content-security-policy'];

describe('the policies remembered by ETag', () => {
  it('keep the pages being served and forget the oldest version past the limit', async () => {
    const policies: Record<string, string | undefined> = {};
    for (const version of ['one', 'two']) {
      const answer = await get(`/page?v=${version}`);
      expect(answer.headers['content-security-policy']).toContain(inlineScriptHashes(answer.body).at(-1));
      policies[version] = answer.headers['content-security-policy'] as string;
    }
    expect(policies.one).not.toBe(policies.two);
    // `one` is asked for again, so `two` is now the oldest when `three` comes.
    expect(await revalidatedPolicy('one')).toBe(policies.one);
    await get('/page?v=three');
    expect(await revalidatedPolicy('one')).toBe(policies.one);
    expect(await revalidatedPolicy('two')).toBeUndefined();
  });

  it('give a HEAD the remembered policy, and only the base one for a version never hashed', async () => {
    const full = await get('/page?v=four');
    expect((await get('/page?v=four', {}, 'HEAD')).headers['content-security-policy']).toBe(
      full.headers['content-security-policy'],
    );
    expect((await get('/page?v=never-sent', {}, 'HEAD')).headers['content-security-policy']).toBe(CSP);
  });
});

describe('a page whose scripts cannot be read', () => {
  it('is sent as it came, with the base policy, and the failure is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await getUrl(served.url('/corrupt'), {}, 'GET', { decode: false });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(page('corrupt'));
    expect(answer.headers['content-security-policy']).toBe(CSP);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^CSP hashes of \/corrupt not computed: /));
    logged.mockRestore();
  });
});
