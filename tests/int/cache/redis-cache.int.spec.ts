// @vitest-environment node
// The shared Redis cache against a real redis-server, on the Node that runs this suite (20 here).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  areTagsExpired,
  areTagsStale,
  tagsManifest,
} from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPrivateRedis } from '../support/redis';

const require = createRequire(import.meta.url);
type Handler = {
  get(key: string, ctx: object): Promise<{ lastModified: number; value: { data?: { body: string } } } | null>;
  set(key: string, value: object, ctx: object): Promise<void>;
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>;
};

const MAX = { expire: 0xfffffffe };
const PACKAGE_DIR = 'node_modules/@fortedigital/nextjs-cache-handler';
// What Node 21 to 24 added (globals, methods, modules): none may appear in the package or its dependencies.
const NEWER_THAN_NODE_20 =
  /Promise\.(withResolvers|try)\b|Array\.fromAsync|(Object|Map)\.groupBy|process\.getBuiltinModule|\bglobSync\b|fs\.glob\b|\bIterator\.from\b|\bURL\.parse\(|\bnavigator\.|new WebSocket\b|\.(union|intersection|symmetricDifference|isSubsetOf|isSupersetOf|isDisjointFrom)\(new Set|RegExp\.escape|Float16Array|Error\.isError/;
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let handler: Handler;
let serverDistDir = '';

function fetchEntry(body: string) {
  return { kind: 'FETCH', data: { headers: {}, body, status: 200, url: 'http://api/x' }, revalidate: false };
}
const BLOG_URL = 'http://127.0.0.1:4010/api/v1/get-blog-details?slug=x';
const fetchCtx = (tags: string[]) => ({ kind: 'FETCH', fetchCache: true, tags, softTags: [], revalidate: false });

const PAGE_CTX = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

/** A page as `next build` writes it: its HTML, RSC payload and meta (headers with its tags). */
function buildPage(name: string, html: string, tags: string[]) {
  const dir = path.join(serverDistDir, 'app');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.html`), html);
  writeFileSync(path.join(dir, `${name}.rsc`), 'rsc');
  writeFileSync(
    path.join(dir, `${name}.meta`),
    JSON.stringify({ status: 200, headers: { 'x-next-cache-tags': tags.join(',') } }),
  );
  return { builtAt: Date.now() - 1 };
}

beforeAll(async () => {
  redis = await startPrivateRedis();
  vi.stubEnv('REDIS_URL', redis.url);
  serverDistDir = path.join(mkdtempSync(path.join(tmpdir(), 'next-build-')), 'server');
  mkdirSync(serverDistDir);
  writeFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'unit-build');
  const { default: CacheHandler } = await import('@/next-glue/cache-handler/index.mjs');
  // As Next constructs it: with its file methods, which the build's pages are read with.
  const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js');
  handler = new CacheHandler({ serverDistDir, dev: false, fs: nodeFs } as never) as Handler;
  const { currentRedisClient } = await import('@/lib/redis/shared-client.mjs');
  await vi.waitFor(() => expect(currentRedisClient()?.isReady).toBe(true), { timeout: 5_000 });
}, 30_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  const { currentRedisClient } = await import('@/lib/redis/shared-client.mjs');
  currentRedisClient()?.destroy();
  await redis?.stop();
});

describe('the shared Redis cache', () => {
  it('runs on the Node of this run (20 for local runs, which the package does not declare; 24 in production)', async () => {
    const manifest = JSON.parse(readFileSync(`${PACKAGE_DIR}/package.json`, 'utf8'));
    expect(manifest.engines.node).toBe('>=22.0.0');
    expect(['20', '24']).toContain(process.versions.node.split('.')[0]);
    const body = `on node ${process.versions.node}`;
    await handler.set('round-trip', fetchEntry(body), fetchCtx(['content']));
    expect((await handler.get('round-trip', fetchCtx(['content'])))?.value.data?.body).toBe(body);
  });

  it('uses no API newer than Node 20 in its code or its dependencies', () => {
    const files = readdirSync(PACKAGE_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(c|m)?js$/.test(file),
    );
    expect(files.length).toBeGreaterThan(20);
    const offending = files.filter((file) =>
      NEWER_THAN_NODE_20.test(readFileSync(path.join(PACKAGE_DIR, file), 'utf8')),
    );
    expect(offending).toEqual([]);
  });

  it('keeps a revalidated entry and marks its tags stale, so the last good copy is served while it re-renders', async () => {
    await handler.set('post', fetchEntry('old title'), fetchCtx(['blog:kept', 'content']));
    const before = await handler.get('post', fetchCtx(['blog:kept', 'content']));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag(['blog:kept'], MAX);
    const after = await handler.get('post', fetchCtx(['blog:kept', 'content']));
    expect(after?.value.data?.body).toBe('old title');
    expect(areTagsStale(['blog:kept'], before!.lastModified)).toBe(true);
    expect(areTagsExpired(['blog:kept'], before!.lastModified)).toBe(false);
  });

  it('shares the marks: another instance reads them with the entry, even one that never saw the webhook', async () => {
    await handler.set('list', fetchEntry('blog list'), fetchCtx(['blog-list', 'content']));
    const { lastModified } = (await handler.get('list', fetchCtx(['blog-list'])))!;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag(['blog-list'], MAX);
    await handler.revalidateTag(['blog:gone'], { expire: 0 });
    // A second process starts with an empty manifest: forget this one's marks, then read the entry again.
    tagsManifest.clear();
    await handler.set('gone', fetchEntry('deleted post'), {
      ...fetchCtx(['blog:gone']),
      internal_lastModified: lastModified,
    });
    await handler.get('list', fetchCtx(['blog-list']));
    await handler.get('gone', fetchCtx(['blog:gone']));
    expect(areTagsStale(['blog-list'], lastModified)).toBe(true);
    expect(areTagsExpired(['blog:gone'], lastModified)).toBe(true);
  });

  it('stores no not-found lookup answer under a new key, but one over a stored answer of a deleted record', async () => {
    const lookup = fetchCtx(['blog:x', 'content', 'one-record:blog']);
    const answer = (body: object) => {
      const entry = fetchEntry(Buffer.from(JSON.stringify(body)).toString('base64'));
      return { ...entry, data: { ...entry.data, url: BLOG_URL } };
    };
    await handler.set('made-up', answer({ response: 0, blog: [] }), lookup);
    expect(await handler.get('made-up', lookup)).toBeNull();
    await handler.set('deleted', answer({ response: 1, blog: [{}] }), lookup);
    await handler.set('deleted', answer({ response: 0, blog: [] }), lookup);
    const stored = (await handler.get('deleted', lookup))?.value.data?.body ?? '';
    expect(JSON.parse(Buffer.from(stored, 'base64').toString())).toEqual({ response: 0, blog: [] });
  });

  it('marks tags exactly as Next’s own file cache does, for every kind of call', async () => {
    const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
    const { markTags } = await import('@/next-glue/cache-handler/tag-state.mjs');
    for (const durations of [MAX, { expire: 0 }, { expire: 60 }, undefined]) {
      tagsManifest.clear();
      vi.useFakeTimers({ now: 1_700_000_000_000 });
      await new FileSystemCache({ fs: {}, serverDistDir: '/nowhere' }).revalidateTag(['a', 'b'], durations);
      const byNext = new Map(tagsManifest);
      tagsManifest.clear();
      markTags(['a', 'b'], durations, Date.now());
      vi.useRealTimers();
      expect(new Map(tagsManifest)).toEqual(byNext);
    }
  });

  it('stays usable after a burst of large writes given up on (redis 5.12.1 stops writing after such aborts)', async () => {
    const { currentRedisClient } = await import('@/lib/redis/shared-client.mjs');
    const client = currentRedisClient()!;
    const big = 'x'.repeat(400_000);
    // The cache handler package bounds every command with an abort signal, as here.
    const writes = Array.from({ length: 20 }, (_, index) =>
      client
        .withAbortSignal(AbortSignal.timeout(50))
        .set(`burst:${index}`, big)
        .catch(() => 'given up'),
    );
    const busyUntil = Date.now() + 300;
    while (Date.now() < busyUntil); // a render holding the event loop
    await Promise.all(writes);
    expect(await client.ping()).toBe('PONG');
    await handler.set('after-burst', fetchEntry('still cached'), fetchCtx(['content']));
    expect((await handler.get('after-burst', fetchCtx(['content'])))?.value.data?.body).toBe('still cached');
  });

  it('serves a page Redis does not hold from the build’s files, stale once a tag of it is marked', async () => {
    const page = buildPage('about-us', 'About us, as built', ['about-page']);
    const entry = (await handler.get('/about-us', PAGE_CTX)) as unknown as { value: { html: string } } | null;
    expect(entry?.value.html).toBe('About us, as built');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag(['about-page'], MAX);
    await handler.get('/about-us', PAGE_CTX);
    expect(areTagsStale(['about-page'], page.builtAt)).toBe(true);
    // Nothing was written to the build's folder.
    expect(readdirSync(path.join(serverDistDir, 'app')).sort()).toEqual([
      'about-us.html',
      'about-us.meta',
      'about-us.rsc',
    ]);
  });

  it('replaces a built page with a not-found answer (a deleted record), but stores none for a page never built', async () => {
    buildPage('deleted-post', 'A post since deleted', ['blog:deleted-post']);
    const notFound = { kind: 'APP_PAGE', html: 'gone', rscData: Buffer.from(''), headers: {}, status: 404 };
    await handler.set('/deleted-post', notFound, { ...PAGE_CTX, cacheControl: { revalidate: false } });
    const entry = (await handler.get('/deleted-post', PAGE_CTX)) as unknown as { value: { status: number } } | null;
    expect(entry?.value.status).toBe(404);
    await handler.set('/made-up-page', notFound, { ...PAGE_CTX, cacheControl: { revalidate: false } });
    expect(await handler.get('/made-up-page', PAGE_CTX)).toBeNull();
  });

  it('tells the console when a page in Redis was rendered, also after a failed re-render kept it', async () => {
    const { answerWithLiveCopy } = await import('@/next-glue/cache-handler/live-copy-notes.mjs');
    const { FAILED_AT_HEADER, RENDERED_AT_HEADER } = await import('@/lib/staff/live-copy-headers.mjs');
    const page = { kind: 'APP_PAGE', html: 'Pricing', rscData: Buffer.from(''), headers: {}, status: 200 };
    await handler.set('/pricing', page, { ...PAGE_CTX, cacheControl: { revalidate: false } });
    const look = async () => {
      const told: Record<string, string> = {};
      const res = { headersSent: false, setHeader: (name: string, value: string) => (told[name] = value) };
      const entry = await answerWithLiveCopy(res as never, () => handler.get('/pricing', PAGE_CTX));
      return { entry: entry!, told };
    };
    const first = await look();
    expect(first.told[RENDERED_AT_HEADER]).toBe(String(first.entry.lastModified));
    // Next keeps the last good copy after a failed re-render by writing back the value it read, with a new time.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.set('/pricing', first.entry.value, { ...PAGE_CTX, cacheControl: { revalidate: 3 } });
    const kept = await look();
    expect(kept.entry.lastModified).toBeGreaterThan(first.entry.lastModified);
    expect(kept.told[RENDERED_AT_HEADER]).toBe(String(first.entry.lastModified));
    expect(Number(kept.told[FAILED_AT_HEADER])).toBeGreaterThan(first.entry.lastModified);
  });

  it('without Redis, answers "not cached" at once and still revalidates this instance', async () => {
    // Stops Redis; the next test brings it back.
    await redis.stop();
    const { currentRedisClient } = await import('@/lib/redis/shared-client.mjs');
    await vi.waitFor(() => expect(currentRedisClient()?.isReady).toBe(false), { timeout: 5_000 });
    const started = Date.now();
    // Each call fails at once (no offline queue): the test's timeout would catch one waiting for Redis.
    expect(await handler.get('round-trip', fetchCtx(['content']))).toBeNull();
    // Nor the build's copy: it may be older than the last edit, so the page renders instead.
    expect(await handler.get('/about-us', PAGE_CTX)).toBeNull();
    await expect(handler.set('new', fetchEntry('x'), fetchCtx(['content']))).resolves.toBeUndefined();
    await expect(handler.revalidateTag(['offline-tag'], MAX)).resolves.toBeUndefined();
    expect(areTagsStale(['offline-tag'], started - 1)).toBe(true);
  });

  it('reconnects when Redis comes back, then stores, serves and shares marks again', async () => {
    const { currentRedisClient } = await import('@/lib/redis/shared-client.mjs');
    const client = currentRedisClient()!;
    // The same port, as a restarted Redis would be; it comes back empty (no persistence here).
    redis = await startPrivateRedis(Number(new URL(redis.url).port));
    await vi.waitFor(() => expect(client.isReady).toBe(true), { timeout: 5_000 });
    expect(currentRedisClient()).toBe(client);
    const written = Date.now() - 1_000;
    await handler.set('after-outage', fetchEntry('cached again'), {
      ...fetchCtx(['after-outage-tag', 'content']),
      internal_lastModified: written,
    });
    expect((await handler.get('after-outage', fetchCtx(['content'])))?.value.data?.body).toBe('cached again');
    await handler.revalidateTag(['after-outage-tag'], MAX);
    // Another instance's view: no local marks, so the mark can only come from Redis.
    tagsManifest.clear();
    await handler.get('after-outage', fetchCtx(['after-outage-tag']));
    expect(areTagsStale(['after-outage-tag'], written)).toBe(true);
  });
});
