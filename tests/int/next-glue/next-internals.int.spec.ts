// @vitest-environment node
// The Next.js internals next-glue/ depends on (next-glue/README.md), checked by shape and behaviour, so a Next
// upgrade that moves or changes one fails here with the file to look at, not later as a stale page or a CSP error.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ON_DEMAND_HEADER } from '@/lib/revalidate/re-render';

const require = createRequire(import.meta.url);
const load = (path: string, user: string) => {
  try {
    return require(path);
  } catch (error) {
    throw new Error(`Next no longer has ${path}, which ${user} imports: see next-glue/README.md (${String(error)})`);
  }
};

describe('the Next.js internals next-glue/ relies on', () => {
  it('the file cache is a class with the methods the cache handler wraps (next-glue/cache-handler/index.mjs)', () => {
    const { default: FileSystemCache } = load(
      'next/dist/server/lib/incremental-cache/file-system-cache.js',
      'next-glue/cache-handler/index.mjs',
    );
    expect(typeof FileSystemCache, 'the default export is the cache class').toBe('function');
    for (const method of ['get', 'set', 'revalidateTag'])
      expect(typeof FileSystemCache.prototype[method], `FileSystemCache.prototype.${method}`).toBe('function');
  });

  it('the tags manifest marks a tag stale and expired by time (tag-state.mjs, render-start-stamps.mjs)', () => {
    const { tagsManifest, areTagsStale, areTagsExpired } = load(
      'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
      'next-glue/cache-handler/tag-state.mjs',
    );
    expect(tagsManifest, 'tagsManifest is a Map of tag → { stale, expired }').toBeInstanceOf(Map);
    const tag = `contract-${Date.now()}`;
    tagsManifest.set(tag, { stale: 2_000, expired: 3_000 });
    try {
      expect(areTagsStale([tag], 1_000), 'marked stale after the entry was written').toBe(true);
      expect(areTagsStale([tag], 2_500), 'marked stale before the entry was written').toBe(false);
      expect(areTagsExpired([tag], 2_500), 'expiry after the entry, and already past').toBe(true);
    } finally {
      tagsManifest.delete(tag);
    }
  });

  it('Next imports the cache handler as each request starts, before an action can wait on its marks (cache-handler/index.mjs)', () => {
    const { default: NextNodeServer } = load('next/dist/server/next-server.js', 'next-glue/cache-handler/index.mjs');
    expect(
      String(NextNodeServer.prototype.getIncrementalCache),
      'getIncrementalCache imports the configured cacheHandler',
    ).toMatch(/cacheHandler[\s\S]*dynamicImportEsmDefault/);
    const { default: BaseServer } = load('next/dist/server/base-server.js', 'next-glue/cache-handler/index.mjs');
    expect(
      String(BaseServer.prototype.handleRequestImpl),
      'every request builds its incremental cache before it is routed',
    ).toContain('getIncrementalCache');
  });

  it("the on-demand revalidation header is the build's preview id (lib/revalidate/re-render.ts, server/main.mjs)", () => {
    const constants = load('next/dist/lib/constants.js', 'lib/revalidate/re-render.ts');
    expect(constants.PRERENDER_REVALIDATE_HEADER).toBe(ON_DEMAND_HEADER);
    const { checkIsOnDemandRevalidate } = load('next/dist/server/api-utils/index.js', 'lib/revalidate/re-render.ts');
    const previewProps = { previewModeId: 'build-preview-id' };
    expect(
      checkIsOnDemandRevalidate({ [ON_DEMAND_HEADER]: 'build-preview-id' }, previewProps).isOnDemandRevalidate,
    ).toBe(true);
    expect(checkIsOnDemandRevalidate({ [ON_DEMAND_HEADER]: 'other' }, previewProps).isOnDemandRevalidate).toBe(false);
  });

  it('the HTML stream still moves </body></html> to the end (next-glue/server/hash-html-response.mjs)', async () => {
    const { createMoveSuffixStream } = load(
      'next/dist/server/stream-utils/node-web-streams-helper.js',
      'next-glue/server/hash-html-response.mjs',
    );
    expect(typeof createMoveSuffixStream).toBe('function');
    const chunks = ['<html><body><p>page</p></body></html>', '<script>self.__next_f.push([1,"x"])</script>'];
    const encoder = new TextEncoder();
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    const html = await new Response(source.pipeThrough(createMoveSuffixStream())).text();
    expect(html, 'the page ends with </body></html> after every inline script').toMatch(/<\/script><\/body><\/html>$/);
  });
});
