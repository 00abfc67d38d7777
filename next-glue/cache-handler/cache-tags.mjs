// @ts-check
// The tags Next checks when it decides whether a cache entry is stale, in one place for the Redis handler (whose
// marks it reads before an entry is used or written) and the render-start stamps (which compare them to a render).

const TAGS_HEADER = 'x-next-cache-tags';

/** @typedef {{ kind?: string; headers?: Record<string, unknown> } | null | undefined} Value A cache entry's value, as far as it is read here. */
/** @typedef {{ tags?: string[]; softTags?: string[] } | undefined} Ctx */

/**
 * Exactly the tags Next's IncrementalCache and file cache check for an entry, each once: a fetch answer's come
 * from its call (`ctx.tags` and `softTags`), a page's or route's from its `x-next-cache-tags` header.
 * @param {Value} value
 * @param {Ctx} [ctx]
 * @returns {string[]}
 */
export function tagsNextChecks(value, ctx = {}) {
  if (value?.kind === 'FETCH') return [...new Set([...(ctx.tags ?? []), ...(ctx.softTags ?? [])])];
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? [...new Set(header.split(','))] : [];
}

/**
 * The tags whose marks the Redis handler reads before an entry is used: Next's own (tagsNextChecks), and the tags
 * the entry was stored with and the call names. Reading more marks costs nothing wrong; reading only Next's let
 * an instance miss another's edit (tests/e2e/shared-cache.e2e.spec.ts, its first test, failed 3 times of 3).
 * @param {{ tags?: readonly string[]; value?: Value } | null | undefined} entry
 * @param {Ctx} [ctx]
 * @returns {string[]}
 */
export function tagsToPullMarksOf(entry, ctx = {}) {
  const stored = entry?.tags ?? [];
  return [...new Set([...stored, ...(ctx.tags ?? []), ...(ctx.softTags ?? []), ...tagsNextChecks(entry?.value, ctx)])];
}
