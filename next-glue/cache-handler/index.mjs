// @ts-check
// Next's cache handler (next.config.ts `cacheHandler`), chosen when the server starts: with REDIS_URL,
// the shared Redis cache (redis-cache.mjs); without it, and always during `next build`, Next's own file
// cache, exactly as if no handler were configured. So one build runs as a lone instance or as many.
// At run time either one stores no new not-found entry (not-found-entries.mjs; the build renders only known
// slugs, so it has none to skip) and stamps an entry whose render overlapped an edit with the time the render
// started (render-start-stamps.mjs; the build runs before any edit), and tells the staff console's own requests
// when the page they were served was rendered (live-copy-notes.mjs). Loading it registers how the refresh learns
// that Next marked its tags (tag-state.mjs's markedSince, behind lib/revalidate/tag-marks.mjs).
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { FileSystemCache } from './file-system-cache.mjs';
import { storedOnDisk, withoutNewNotFoundEntries } from './not-found-entries.mjs';
import { withRenderStartStamps } from './render-start-stamps.mjs';
import { withLiveCopyNotes } from './live-copy-notes.mjs';
import { markedSince } from './tag-state.mjs';
import { registerTagMarks } from '../../lib/revalidate/tag-marks.mjs';

/** @typedef {new (context: { serverDistDir: string; dev: boolean }) => unknown} CacheHandlerClass Next instantiates it itself; tests construct it with the same context. */

// Next loads this module at the start of every request, before a server action can wait on the marks.
registerTagMarks(markedSince);

const building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
const useRedis = Boolean(process.env.REDIS_URL) && !building;

async function runtimeHandler() {
  if (!useRedis)
    return withLiveCopyNotes(
      withRenderStartStamps(
        withoutNewNotFoundEntries(
          FileSystemCache,
          // FileSystemCache's getFilePath is private in its types, public at run time.
          /** @type {(cache: object, key: string, kind: string) => boolean} */ (storedOnDisk),
        ),
      ),
    );
  const { SharedRedisCache, storedInRedis } = await import('./redis-cache.mjs');
  return withLiveCopyNotes(withRenderStartStamps(withoutNewNotFoundEntries(SharedRedisCache, storedInRedis)));
}

// Declared with the context tests construct it with; Next passes its full CacheHandlerContext.
export default /** @type {CacheHandlerClass} */ (
  /** @type {unknown} */ (building ? FileSystemCache : await runtimeHandler())
);
