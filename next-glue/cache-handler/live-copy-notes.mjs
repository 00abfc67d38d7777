// @ts-check
// When the live copy of a page was rendered, for the staff console (lib/staff/live-copy.ts). A request carrying
// this instance's live-copy token (server/main.mjs) runs with its response in an AsyncLocalStorage; when Next reads
// the page's cache entry for it, the handler adds the entry's `lastModified` (the documented cache handler field)
// as a header. Next already says whether that copy is fresh (`x-nextjs-cache: HIT`) or stale (`STALE`). Nothing
// changes for any other request: no store, no header, and what is stored is never touched.
import { AsyncLocalStorage } from 'node:async_hooks';
import { processWide } from '../../lib/process-wide.mjs';
import { FAILED_AT_HEADER, RENDERED_AT_HEADER } from '../../lib/staff/live-copy-headers.mjs';
/** @import { ServerResponse } from 'node:http' */

// Shared by main.mjs and the handler Next loads.
const asking = processWide(
  'live-copy',
  () => /** @type {AsyncLocalStorage<ServerResponse>} */ (new AsyncLocalStorage()),
);

/**
 * Runs `handle` so that a page entry Next reads for it stamps `res` with the entry's render time.
 * @template T
 * @param {ServerResponse} res
 * @param {() => T} handle
 * @returns {T}
 */
export const answerWithLiveCopy = (res, handle) => asking.run(res, handle);

/** The time Next served each page value with, by the value object it returned (see `set`). */
const renderedAtOf = new WeakMap();
/**
 * Pages whose re-render failed, and the render time of the copy Next kept. Next keeps the last good copy by
 * writing it again (ResponseCache's retainPreviousCacheEntry), which gives it a new `lastModified`: without this,
 * a copy from before the CMS went down would read as rendered at the failure. Per process, as Next's retries are.
 * @type {Map<string, { renderedAt: number; failedAt: number }>}
 */
const keptAfterFailure = new Map();

/**
 * The cache handler class `Base`, adding the render time of a page entry to the response that asked for it.
 * @template {new (...args: any[]) => { get(key: string, ctx: unknown): Promise<unknown>; set(key: string, data: unknown, ctx: unknown): Promise<void> }} B
 * @param {B} Base
 * @returns {B}
 */
export function withLiveCopyNotes(Base) {
  return class extends Base {
    /** @param {string} key @param {{ kind?: string } | undefined} ctx */
    async get(key, ctx) {
      const entry = /** @type {{ lastModified?: number; value?: object } | null} */ (await super.get(key, ctx));
      if (ctx?.kind !== 'APP_PAGE' || !entry?.value || typeof entry.lastModified !== 'number') return entry;
      const kept = keptAfterFailure.get(key);
      const renderedAt = kept && entry.lastModified >= kept.failedAt ? kept.renderedAt : entry.lastModified;
      renderedAtOf.set(entry.value, renderedAt);
      const res = asking.getStore();
      if (res && !res.headersSent) {
        res.setHeader(RENDERED_AT_HEADER, String(renderedAt));
        if (kept) res.setHeader(FAILED_AT_HEADER, String(kept.failedAt));
      }
      return entry;
    }

    /** @param {string} key @param {unknown} data @param {unknown} ctx */
    async set(key, data, ctx) {
      // The very value a read returned, written back: Next keeping its last good copy after a failed re-render.
      const renderedAt = data && typeof data === 'object' ? renderedAtOf.get(data) : undefined;
      if (renderedAt !== undefined) keptAfterFailure.set(key, { renderedAt, failedAt: Date.now() });
      else keptAfterFailure.delete(key);
      return super.set(key, data, ctx);
    }
  };
}
