// @ts-check
// "Has Next marked these tags since T?": the one question the refresh asks of Next's private tags manifest. The
// cache handler Next loads answers it (it registers its answer when loaded, which Next does at the start of every
// request, before any server action runs); this side only waits. Plain JavaScript: Node loads the handler as it is,
// and the handler and the app's bundles each hold their own copy of this file, hence processWide.
import { processWide } from '../process-wide.mjs';

/** @typedef {(tags: string[], since: number) => boolean} MarkedSince Whether every tag carries a mark set at or after `since` (ms). */

const registry = processWide('tag-marks', () => /** @type {{ markedSince?: MarkedSince }} */ ({}));

/**
 * Makes `markedSince` this process's answer. Returns a function that takes it back, if it is still the one registered.
 * @param {MarkedSince} markedSince
 * @returns {() => void}
 */
export function registerTagMarks(markedSince) {
  registry.markedSince = markedSince;
  return () => {
    if (registry.markedSince === markedSince) registry.markedSince = undefined;
  };
}

/** Whether anything in this process can tell when tags were marked. */
export const tagMarksRegistered = () => registry.markedSince !== undefined;

/** How often the wait looks again. */
const POLL_MS = 5;

/**
 * Resolves true once every tag is marked at or after `since`, false after `timeoutMs`. A server action's
 * revalidateTag calls reach the cache handler only as the action ends (Next's executeRevalidates), so a refresh
 * that re-renders in the same request waits here first: a page rendered before the mark would count as stale again.
 * With nothing registered nothing can tell, so it never resolves true: it waits out `timeoutMs` (time for the action
 * to end and its marks to apply) and resolves false, as when the marks are late.
 * @param {string[]} tags
 * @param {number} since
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>}
 */
export async function whenMarked(tags, since, timeoutMs = 5_000) {
  // No tag, nothing to wait for: true whoever is registered, as every() over none is.
  if (tags.length === 0) return true;
  for (const until = Date.now() + timeoutMs; !registry.markedSince?.(tags, since);) {
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return true;
}
