// @ts-check
// Which cache tags were marked stale or expired, and when. Next keeps this per process (its tags
// manifest) and decides from it whether a cached page or fetch answer is fresh, stale (served while it
// re-renders) or expired (rendered before it is served). With several instances the marks are also
// written to Redis and read back with every cached entry, so a webhook call on one instance marks the
// tags on all of them.
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

/** @typedef {{ stale?: number; expired?: number }} Mark When a tag was marked stale and when it expires (ms). */
/** @typedef {[tag: string, set: Mark][]} Marks */
/** @typedef {Pick<import('redis').RedisClientType, 'hSet' | 'hmGet'>} MarkStore The Redis commands the marks use. */

const { tagsManifest } = tagsManifestModule;
/** @type {('stale' | 'expired')[]} */
const FIELDS = ['stale', 'expired'];

/**
 * Marks tags in this process exactly as Next's own file cache does (file-system-cache.js,
 * revalidateTag): with a profile, stale now and expired after its `expire` seconds; without, expired now.
 * Returns only the marks this call set, which are the newest, so writing them never overwrites newer ones.
 * @param {string[]} tags
 * @param {{ expire?: number } | undefined} durations
 * @param {number} [now]
 * @returns {Marks}
 */
export function markTags(tags, durations, now = Date.now()) {
  return tags.map((tag) => {
    const set = durations
      ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }
      : { expired: now };
    tagsManifest.set(tag, { ...tagsManifest.get(tag), ...set });
    return [tag, set];
  });
}

/**
 * The Redis hash of each mark, e.g. `site:tags:stale` (tag → time in ms): one key per field.
 * @param {string} prefix
 */
const hashKeys = (prefix) =>
  /** @type {Record<'stale' | 'expired', string>} */ (
    Object.fromEntries(FIELDS.map((field) => [field, `${prefix}tags:${field}`]))
  );

/**
 * Writes this call's marks to Redis for the other instances.
 * @param {MarkStore} client
 * @param {string} prefix
 * @param {Marks} marks
 * @returns {Promise<void>}
 */
export async function shareMarks(client, prefix, marks) {
  const keys = hashKeys(prefix);
  await Promise.all(
    FIELDS.flatMap((field) => {
      // Only the marks that set this field (a number) are written.
      const values = /** @type {Record<string, number>} */ (
        Object.fromEntries(marks.filter(([, set]) => set[field] !== undefined).map(([tag, set]) => [tag, set[field]]))
      );
      return Object.keys(values).length ? [client.hSet(keys[field], values)] : [];
    }),
  );
}

/**
 * Reads the other instances' marks of `tags` into this process, keeping the later of two marks.
 * @param {MarkStore} client
 * @param {string} prefix
 * @param {string[]} tags
 * @returns {Promise<void>}
 */
export async function pullMarks(client, prefix, tags) {
  if (tags.length === 0) return;
  const keys = hashKeys(prefix);
  // One answer per field, each with one value per tag.
  const [stale, expired] = /** @type {[unknown[], unknown[]]} */ (
    await Promise.all(FIELDS.map((field) => client.hmGet(keys[field], tags)))
  );
  tags.forEach((tag, index) => {
    /** @type {Mark} */
    const remote = { stale: Number(stale[index]) || undefined, expired: Number(expired[index]) || undefined };
    if (!remote.stale && !remote.expired) return;
    /** @type {Mark} */
    const local = tagsManifest.get(tag) ?? {};
    const merged = { ...local };
    // A missing local mark compares false, so the remote one is taken.
    for (const field of FIELDS) {
      if (remote[field] && !(/** @type {number} */ (local[field]) >= remote[field])) merged[field] = remote[field];
    }
    tagsManifest.set(tag, merged);
  });
}

/**
 * Whether every tag carries a stale or expired mark set at or after `since` in this process: the answer index.mjs
 * registers for the refresh's wait (lib/revalidate/tag-marks.mjs).
 * @param {string[]} tags
 * @param {number} since
 * @returns {boolean}
 */
export const markedSince = (tags, since) =>
  tags.every((tag) => {
    const mark = tagsManifest.get(tag);
    return (mark?.stale ?? 0) >= since || (mark?.expired ?? 0) >= since;
  });
