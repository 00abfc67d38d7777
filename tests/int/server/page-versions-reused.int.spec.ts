// @vitest-environment node
// Each public page version is rewritten, hashed and encoded once, then sent again as it is: by path, ETag and
// accepted encodings, so a new version, another page or another encoding is never given an old body, and a draft never kept.
import { createServer } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { inlineStylesheets } from '@/next-glue/server/inline-stylesheets.mjs';
import { secureHandler } from '@/next-glue/server/secure-handler.mjs';
import { headers } from '../support/next-server-parts';
import { serveDuringSpec } from '../support/serve-during-spec';
import { get as getUrl } from '../support/http-get';

const page = (title: string) =>
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/main-1.css" data-precedence="next"/>' +
  // Padded past the size the compression leaves alone.
  `</head><body><h1>${title}</h1>${'<p>padding for compression</p>'.repeat(60)}<script>self.__next_f.push([1,"${title}"])</script></body></html>`;

let stylesheetReads = 0;
const readStylesheet = () => {
  stylesheetReads += 1;
  return 'h1{margin:0}';
};

// Like Next: the ETag is the version's (`?v=`); a draft visit renders other text, here under the same ETag.
const handler = secureHandler(
  async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const version = url.searchParams.get('v') ?? '1';
    const draft = String(req.headers.cookie ?? '').includes('__prerender_bypass=');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('ETag', `"${version}"`);
    res.end(page(`${draft ? 'Draft of ' : ''}${url.pathname} v${version}`));
  },
  { headers, readStylesheet },
);
const served = serveDuringSpec(createServer((req, res) => void handler(req, res)));
const get = (path: string, requestHeaders: Record<string, string> = {}) => getUrl(served.url(path), requestHeaders);
const gzip = { 'accept-encoding': 'gzip' };

beforeEach(() => {
  stylesheetReads = 0;
});

describe('a page version sent again', () => {
  it('is the same page, policy and encoding, without a second rewrite', async () => {
    const first = await get('/post?v=7', gzip);
    const again = await get('/post?v=7', gzip);
    expect(stylesheetReads).toBe(1);
    expect(again.body).toBe(inlineStylesheets(page('/post v7'), () => 'h1{margin:0}'));
    expect(again.body).toBe(first.body);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('is made anew for a new version, another page or another encoding', async () => {
    await get('/post?v=8', gzip);
    expect((await get('/post?v=9', gzip)).body).toContain('<h1>/post v9</h1>');
    expect((await get('/other?v=8', gzip)).body).toContain('<h1>/other v8</h1>');
    const plain = await get('/post?v=8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>/post v8</h1>');
    expect(stylesheetReads).toBe(4);
  });

  it('never comes from a draft visit, nor goes to one', async () => {
    const draftCookie = { ...gzip, cookie: '__prerender_bypass=1' };
    expect((await get('/post?v=10', draftCookie)).body).toContain('<h1>Draft of /post v10</h1>');
    expect((await get('/post?v=10', gzip)).body).toContain('<h1>/post v10</h1>');
    expect((await get('/post?v=10', draftCookie)).body).toContain('<h1>Draft of /post v10</h1>');
    expect(stylesheetReads).toBe(3);
  });
});
