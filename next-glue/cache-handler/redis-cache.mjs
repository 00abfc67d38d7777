// Pages and fetch answers in Redis, shared by every instance, through @fortedigital/nextjs-cache-handler.
// Its Redis handler deletes entries on revalidateTag; this site instead keeps them and marks their
// tags stale (tag-state.mjs), so Next serves the last good page while a fresh one renders, and an
// outage of the content API never turns a cached page into an error (docs/revalidation.md).
// A page Redis does not hold (a new deploy, a flushed Redis) is read from the build's own prerendered files,
// as the single-instance file cache does, so a deploy during a CMS outage still serves every page.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { tagsToPullMarksOf } from './cache-tags.mjs';
import { FileSystemCache } from './file-system-cache.mjs';
import { sharedRedisClient } from '../../lib/redis/shared-client.mjs';
import { keysReadFor, storedOnDisk } from './not-found-entries.mjs';
import { markTags, pullMarks, shareMarks } from './tag-state.mjs';

/** Tag marks are shared across builds (a rolling deploy runs two); entries are per build, whose pages differ. */
const KEY_PREFIX = 'site:';
// Connecting when the server first loads the handler, not on the first cache call.
const client = sharedRedisClient(process.env.REDIS_URL);
// This build's entry prefix, known once the package calls onCreation below.
let entryPrefix = `${KEY_PREFIX}unbuilt:`;

const warn = (what) => (error) => console.warn(`Redis cache: ${what} failed (${error.message}).`);

/** The entries the build prerenders (a fetch answer is no page: on a miss it is fetched again). */
const PAGE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

export class SharedRedisCache extends CacheHandler {
  constructor(context) {
    super(context);
    // The build's files, read only: with flushToDisk off and no memory store, Next's file cache writes nothing.
    this.buildFiles = new FileSystemCache({ ...context, flushToDisk: false, maxMemoryCacheSize: 0 });
  }

  async get(key, ctx) {
    const entry = (await super.get(key, ctx)) ?? (await this.fromBuild(key, ctx));
    if (!entry) return null;
    try {
      await pullMarks(client, KEY_PREFIX, tagsToPullMarksOf(entry, ctx));
      return entry;
    } catch (error) {
      // Without the other instances' marks the entry might pass as fresh after an edit: render instead.
      warn('reading tag marks')(error);
      return null;
    }
  }

  /**
   * The build's prerendered page under `key`, when Redis answered and holds none. Its time is the build's, so a tag
   * marked since (an edit after the build) makes it stale: served while a fresh page renders. With Redis
   * unreachable the page renders instead, as before: the build's copy may be older than the last edit.
   */
  async fromBuild(key, ctx) {
    if (!client.isReady || !PAGE_KINDS.has(ctx?.kind)) return null;
    return this.buildFiles.get(key, ctx).catch(() => null);
  }

  /** Reads the other instances' marks of `tags` first, so a render writing now knows every edit made meanwhile. */
  async pullMarksFor(tags) {
    await pullMarks(client, KEY_PREFIX, tags).catch(warn('reading tag marks before a write'));
  }

  async revalidateTag(tags, durations) {
    const marks = markTags(typeof tags === 'string' ? [tags] : tags, durations);
    if (!client.isReady)
      return warn('sharing tag marks')(new Error('not connected; only this instance was revalidated'));
    await shareMarks(client, KEY_PREFIX, marks).catch(warn('sharing tag marks'));
  }
}

/**
 * Whether this build has an entry under `key`: in Redis, or, for a page, in the build's files it is served from
 * on a miss (so a deleted record's prerendered page is replaced too). Redis unreachable counts as no.
 */
export async function storedInRedis(cache, key, kind) {
  if (PAGE_KINDS.has(kind) && client.isReady && storedOnDisk(cache.buildFiles, key, kind)) return true;
  const keys = keysReadFor(key).map((readKey) => entryPrefix + readKey);
  return (await client.exists(keys).catch(() => 0)) > 0;
}

SharedRedisCache.onCreation(({ buildId }) => {
  entryPrefix = `${KEY_PREFIX}${buildId ?? 'unbuilt'}:`;
  return { handlers: [createRedisHandler({ client, keyPrefix: entryPrefix })] };
});
