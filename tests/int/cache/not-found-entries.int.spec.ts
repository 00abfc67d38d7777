// @vitest-environment node
// The cache handler stores no new not-found entry: checked on Next's own file cache, wrapped as at run time.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  isNotFoundEntry,
  storedOnDisk,
  withoutNewNotFoundEntries,
} from '@/next-glue/cache-handler/not-found-entries.mjs';
import { blogDetail } from '../../fixtures/api-answers';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js');
const Cache = withoutNewNotFoundEntries(FileSystemCache, storedOnDisk);

const BLOG_URL = 'http://127.0.0.1:4010/api/v1/get-blog-details?slug=a';
const FOUND = JSON.stringify({ response: 1, blog: [blogDetail] });
const NOT_FOUND = JSON.stringify({ response: 0, blog: [] });
const LOOKUP = { fetchCache: true, tags: ['blog:a', 'content', 'one-record:blog'] };
const PAGE = '/route-cache/APP_PAGE/0123abcd/$/blog-details/a';

const fetchEntry = (body: string, url = BLOG_URL) => ({
  kind: 'FETCH',
  data: { headers: {}, body: Buffer.from(body).toString('base64'), status: 200, url },
  revalidate: false,
});
const pageEntry = (status: number) => ({
  kind: 'APP_PAGE',
  html: `<p>${status}</p>`,
  rscData: Buffer.from('rsc'),
  status,
});

let serverDistDir = '';
let cache: InstanceType<typeof Cache>;
const fetchFile = (key: string) => path.join(serverDistDir, '..', 'cache', 'fetch-cache', key);
const pageFile = (key: string) => path.join(serverDistDir, `${key}.html`);

beforeEach(() => {
  serverDistDir = path.join(mkdtempSync(path.join(tmpdir(), 'not-found-entries-')), 'server');
  mkdirSync(serverDistDir);
  cache = new Cache({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [] });
});

describe('which entries are not-found entries', () => {
  it('a lookup answer without a record, or a page that redirected or answered 404', () => {
    expect(isNotFoundEntry(fetchEntry(NOT_FOUND), LOOKUP)).toBe(true);
    expect(isNotFoundEntry(fetchEntry('garbage'), LOOKUP)).toBe(true);
    expect(isNotFoundEntry(pageEntry(307), {})).toBe(true);
    expect(isNotFoundEntry(pageEntry(404), {})).toBe(true);
  });

  it('not a found record, a call not tagged as a lookup, or a page rendered with 200', () => {
    expect(isNotFoundEntry(fetchEntry(FOUND), LOOKUP)).toBe(false);
    expect(
      isNotFoundEntry(fetchEntry('[]', 'http://127.0.0.1:4010/api/v1/get-event-list'), { tags: ['content'] }),
    ).toBe(false);
    expect(isNotFoundEntry(pageEntry(200), {})).toBe(false);
    expect(isNotFoundEntry({ kind: 'APP_PAGE' }, {})).toBe(false);
  });
});

describe('the wrapped file cache', () => {
  it('stores a found lookup answer, and none without a record under a new key', async () => {
    await cache.set('found', fetchEntry(FOUND), LOOKUP);
    await cache.set('made-up', fetchEntry(NOT_FOUND), LOOKUP);
    expect(existsSync(fetchFile('found'))).toBe(true);
    expect(existsSync(fetchFile('made-up'))).toBe(false);
  });

  it('replaces a record’s stored answer once it is gone, so its old copy is never read again', async () => {
    await cache.set('deleted', fetchEntry(FOUND), LOOKUP);
    await cache.set('deleted', fetchEntry(NOT_FOUND), LOOKUP);
    const stored = JSON.parse(readFileSync(fetchFile('deleted'), 'utf8'));
    expect(Buffer.from(stored.data.body, 'base64').toString()).toBe(NOT_FOUND);
  });

  it('stores no redirect or 404 page under a new key, but a 200 page', async () => {
    await cache.set(PAGE, pageEntry(307), { cacheControl: { revalidate: false } });
    expect(existsSync(pageFile(PAGE))).toBe(false);
    await cache.set(`${PAGE}-real`, pageEntry(200), { cacheControl: { revalidate: false } });
    expect(existsSync(pageFile(`${PAGE}-real`))).toBe(true);
  });

  it('writes a redirect over the build’s prerendered copy of a page whose record is gone', async () => {
    const seed = path.join(serverDistDir, 'app', 'blog-details', 'a.html');
    mkdirSync(path.dirname(seed), { recursive: true });
    writeFileSync(seed, '<p>prerendered</p>');
    await cache.set(PAGE, pageEntry(307), { cacheControl: { revalidate: false } });
    expect(readFileSync(pageFile(PAGE), 'utf8')).toBe('<p>307</p>');
  });
});
