// @ts-check
// Next stamps a cache entry with the time its render *ended*, and counts it stale when one of its tags was
// marked after that time. A render (or fetch) that read the old data just before an edit and ended just after
// the webhook marked its tags would pass as fresh. This wrapper stamps such an entry with the time its render
// *started*: the read that found the key missing or stale, which is what starts a render or a fetch. Next then
// counts it stale, and the next request renders it again with the new data: no fixed wait, no second pass.
// Under server/main.mjs a render's start is its request's arrival (request-start.mjs), which also covers a fetch
// no read announced; the reads noted here are the fallback without it (`next start`).
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { BoundedMap } from '../server/bounded-map.mjs';
import { tagsNextChecks } from './cache-tags.mjs';
import { requestStartedAt } from './request-start.mjs';

/** @import { Ctx, Value } from './cache-tags.mjs' */
/** @typedef {{ lastModified: number; value: Value } | null} Entry */
/**
 * @typedef {new (...args: any[]) => {
 *   get(key: string, ctx: unknown): Promise<unknown>;
 *   set(key: string, data: unknown, ctx: unknown): Promise<void>;
 *   pullMarksFor?(tags: string[]): Promise<void>;
 * }} Handler A cache handler class (`any[]`: TypeScript requires it of a mixin's base).
 */

const { areTagsExpired, areTagsStale } = tagsManifestModule;

/** Longer than any render or fetch here (the content API's timeout is 8 s): an older read started nothing still running. */
export const LONGEST_RENDER_MS = 60_000;
/** Keys tracked at most, the least recently used dropped first: a dropped key only falls back to Next's own end-time stamp. */
const MAX_TRACKED_KEYS = 10_000;

/**
 * Whether a tag of the entry was marked stale or expired after `time`.
 * @param {string[]} tags
 * @param {number} time
 */
const markedSince = (tags, time) => areTagsStale(tags, time) || areTagsExpired(tags, time);

/**
 * The per-process bookkeeping: when each key was last read missing or stale, and the start stamps of entries
 * whose render overlapped a mark. Module state, as Next may create a handler per request.
 * @param {() => number} [now]
 */
export function createStampBook(now = () => Date.now()) {
  /** @type {BoundedMap<number[]>} */
  const reads = new BoundedMap(MAX_TRACKED_KEYS);
  /** @type {BoundedMap<{ startedAt: number; writtenAt: number }>} */
  const stamps = new BoundedMap(MAX_TRACKED_KEYS);
  /** @param {string} key @param {number} at */
  const recent = (key, at) => (reads.get(key) ?? []).filter((time) => at - time < LONGEST_RENDER_MS);

  return {
    /**
     * Applies a known start stamp to what the handler read, and notes the read if it will start a render.
     * @template {Entry} E
     * @param {string} key
     * @param {E} entry
     * @param {Ctx} [ctx]
     * @returns {E}
     */
    read(key, entry, ctx) {
      const at = now();
      const stamp = stamps.get(key);
      const stamped =
        entry && stamp && entry.lastModified >= stamp.writtenAt ? { ...entry, lastModified: stamp.startedAt } : entry;
      if (!stamped || markedSince(tagsNextChecks(stamped.value, ctx), stamped.lastModified))
        reads.set(key, [...recent(key, at), at]);
      return stamped;
    },

    /**
     * When the render or fetch now being written started, or null when no mark fell during it.
     * @param {string} key
     * @param {Value} value
     * @param {Ctx} [ctx]
     * @param {number} [requestStart] when the request it runs for arrived, if known: its own start, where a noted
     *   read may be another render's (two overlapping renders of one page) or missing (an on-demand re-render's fetch)
     * @returns {number | null}
     */
    write(key, value, ctx, requestStart) {
      const at = now();
      const times = recent(key, at);
      // Each fetch that missed writes its own answer; a page render serves every request that found it stale.
      if (value?.kind === 'FETCH' && times.length > 1) reads.set(key, times.slice(1));
      else reads.delete(key);
      const startedAt = requestStart ?? times[0] ?? at;
      const racy = startedAt < at && markedSince(tagsNextChecks(value, ctx), startedAt);
      if (racy) stamps.set(key, { startedAt, writtenAt: at });
      else stamps.delete(key);
      return racy ? startedAt : null;
    },
  };
}

const book = createStampBook();

/**
 * The cache handler class `Base`, stamping each entry whose render overlapped a mark with its start time.
 * @template {Handler} B
 * @param {B} Base
 * @returns {B}
 */
export function withRenderStartStamps(Base) {
  return class extends Base {
    /** @param {string} key @param {Ctx} ctx */
    async get(key, ctx) {
      // Base returns Next's entry, which is typed `unknown` in Handler.
      return book.read(key, /** @type {Entry} */ (await super.get(key, ctx)), ctx);
    }

    /** @param {string} key @param {Value} data @param {Ctx} ctx */
    async set(key, data, ctx) {
      // The shared cache first learns of edits made on other instances while this render ran.
      if (typeof this.pullMarksFor === 'function') await this.pullMarksFor(tagsNextChecks(data, ctx));
      const startedAt = book.write(key, data, ctx, requestStartedAt());
      // The shared Redis handler stores this as the entry's lastModified, so every instance sees the start time.
      return super.set(key, data, startedAt === null ? ctx : { ...ctx, internal_lastModified: startedAt });
    }
  };
}
