// Pages and fetch answers in Redis, shared by every instance, through @fortedigital/nextjs-cache-handler.
// Its Redis handler deletes entries on revalidateTag; this site instead keeps them and marks their
// tags stale (tag-state.mjs), so Next serves the last good page while a fresh one renders, and an
// outage of the content API never turns a cached page into an error (docs/revalidation.md).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { sharedRedisClient } from './redis-client.mjs';
import { keysReadFor } from './not-found-entries.mjs';
import { markTags, pullMarks, shareMarks } from './tag-state.mjs';

/** Tag marks are shared across builds (a rolling deploy runs two); entries are per build, whose pages differ. */
export const KEY_PREFIX = 'site:';
const TAGS_HEADER = 'x-next-cache-tags';
// Connecting when the server first loads the handler, not on the first cache call.
const client = sharedRedisClient(process.env.REDIS_URL);
// This build's entry prefix, known once the package calls onCreation below.
let entryPrefix = `${KEY_PREFIX}unbuilt:`;

/** Every tag Next checks for this entry: a page's come from its tags header, a fetch answer's from the call. */
function tagsOf(entry, ctx = {}) {
  const header = entry.value?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...new Set([...(entry.tags ?? []), ...(ctx.tags ?? []), ...(ctx.softTags ?? []), ...fromHeader])];
}

const warn = (what) => (error) => console.warn(`Redis cache: ${what} failed (${error.message}).`);

export class SharedRedisCache extends CacheHandler {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (!entry) return null;
    try {
      await pullMarks(client, KEY_PREFIX, tagsOf(entry, ctx));
      return entry;
    } catch (error) {
      // Without the other instances' marks the entry might pass as fresh after an edit: render instead.
      warn('reading tag marks')(error);
      return null;
    }
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

/** Whether Redis holds an entry under `key` for this build; unreachable counts as no (nothing is written then). */
export async function storedInRedis(_cache, key) {
  const keys = keysReadFor(key).map((readKey) => entryPrefix + readKey);
  return (await client.exists(keys).catch(() => 0)) > 0;
}

SharedRedisCache.onCreation(({ buildId }) => {
  entryPrefix = `${KEY_PREFIX}${buildId ?? 'unbuilt'}:`;
  return { handlers: [createRedisHandler({ client, keyPrefix: entryPrefix })] };
});
