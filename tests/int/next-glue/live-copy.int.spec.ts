// @vitest-environment node
// The contract the console's "what is live" relies on (next-glue/cache-handler/live-copy-notes.mjs), checked
// against Next's own ResponseCache and IncrementalCache: Next reads a page's entry through the cache handler in
// the async context of the request that asked, and after a failed re-render writes back the very value it read.
import { createRequire } from 'node:module';
import type { ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { answerWithLiveCopy, withLiveCopyNotes } from '@/next-glue/cache-handler/live-copy-notes.mjs';
import { FAILED_AT_HEADER, RENDERED_AT_HEADER } from '@/lib/staff/live-copy-headers.mjs';

const require = createRequire(import.meta.url);
const { IncrementalCache } = require('next/dist/server/lib/incremental-cache/index.js');
const ResponseCache = require('next/dist/server/response-cache/index.js').default;

const RENDERED_AT = Date.parse('2026-11-20T10:00:00Z');
type Entry = { lastModified: number; value: object; cacheControl?: object };

/** A cache handler holding one page entry, as the file cache or Redis would. */
class OnePage {
  static entry: Entry | null = null;
  async get() {
    return OnePage.entry;
  }
  async set(_key: string, value: object, ctx: { cacheControl?: object }) {
    OnePage.entry = { lastModified: Date.now(), value, cacheControl: ctx.cacheControl };
  }
  async revalidateTag() {}
}

function nextCaches() {
  const incrementalCache = new IncrementalCache({
    fs: {},
    dev: false,
    flushToDisk: false,
    serverDistDir: '/nowhere',
    requestHeaders: {},
    previewProps: { previewModeId: 'preview-id' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
    CurCacheHandler: withLiveCopyNotes(OnePage),
  });
  const route = { kind: 'APP_PAGE', sourceRoute: '/blog-details/[slug]/page' };
  return { incrementalCache, responseCache: new ResponseCache({ minimalMode: false, route }) };
}

const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from(''), headers: {}, status: 200 });
const fakeResponse = () => ({ headersSent: false, setHeader: vi.fn() }) as unknown as ServerResponse;

describe('what is live, read through the cache handler', () => {
  it('tells the asking request when the copy Next served was rendered, and no other request', async () => {
    OnePage.entry = { lastModified: RENDERED_AT, value: page('<p>old</p>'), cacheControl: { revalidate: false } };
    const { incrementalCache, responseCache } = nextCaches();
    const generate = vi.fn();
    const asking = fakeResponse();
    await answerWithLiveCopy(asking, () =>
      responseCache.get('/blog-details/a-post', generate, { incrementalCache, routeKind: 'APP_PAGE' }),
    );
    expect(asking.setHeader).toHaveBeenCalledWith(RENDERED_AT_HEADER, String(RENDERED_AT));
    // A visitor's request, outside the console's question: nothing is told to anyone.
    await responseCache.get('/blog-details/a-post', generate, { incrementalCache, routeKind: 'APP_PAGE' });
    expect(asking.setHeader).toHaveBeenCalledTimes(1);
    expect(generate).not.toHaveBeenCalled();
  });

  it('keeps the render time of a copy Next kept after a failed re-render, and says when it failed', async () => {
    OnePage.entry = { lastModified: RENDERED_AT, value: page('<p>old</p>'), cacheControl: { revalidate: false } };
    const { incrementalCache, responseCache } = nextCaches();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // An on-demand re-render (the webhook's or the console's) while the CMS is down.
    const failing = async () => {
      throw new Error('the content API did not answer');
    };
    const options = { incrementalCache, routeKind: 'APP_PAGE', isOnDemandRevalidate: true };
    await expect(responseCache.get('/blog-details/a-post', failing, options)).rejects.toThrow();
    expect(OnePage.entry!.lastModified, 'Next wrote the old copy back with a new time').toBeGreaterThan(RENDERED_AT);
    const asking = fakeResponse();
    await answerWithLiveCopy(asking, () =>
      responseCache.get('/blog-details/a-post', vi.fn(), { incrementalCache, routeKind: 'APP_PAGE' }),
    );
    expect(asking.setHeader).toHaveBeenCalledWith(RENDERED_AT_HEADER, String(RENDERED_AT));
    expect(asking.setHeader).toHaveBeenCalledWith(FAILED_AT_HEADER, expect.stringMatching(/^\d+$/));
  });
});
