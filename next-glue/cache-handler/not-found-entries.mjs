// @ts-check
// Next stores every page and fetch answer it renders, with no expiry. Anyone can ask for any slug, so a
// page or lookup answer of a record that does not exist is stored only over an entry its key already has
// (a deleted record, whose old copy must be replaced); a key with nothing stored gets nothing (docs/security.md).
import { existsSync } from 'node:fs';
import { answerHoldsRecord, recordAtOf } from '../../lib/api/one-record-answers.mjs';

/** @typedef {{ kind?: string; status?: number; data?: { body?: string } } | null} Entry What Next stores, as far as it is read here. */
/** @typedef {new (...args: any[]) => { set(key: string, data: unknown, ctx: unknown): Promise<void> }} Handler A cache handler class (`any[]`: TypeScript requires it of a mixin's base). */

/**
 * Whether Next's entry is a lookup answer without a record, or a page whose render ended in notFound() or redirect().
 * @param {Entry} data
 * @param {{ tags?: string[] }} [ctx]
 * @returns {boolean}
 */
export function isNotFoundEntry(data, ctx = {}) {
  if (data?.kind === 'FETCH') {
    const at = recordAtOf(ctx.tags);
    if (at === undefined) return false;
    return !answerHoldsRecord(at, Buffer.from(data.data?.body ?? '', 'base64').toString('utf8'));
  }
  if (data?.kind === 'APP_PAGE') return (data.status ?? 200) >= 300;
  return false;
}

/**
 * The keys Next reads a page from: its own and, for a route-cache key, the build's prerendered copy behind it.
 * @param {string} key
 * @returns {string[]}
 */
export function keysReadFor(key) {
  const marker = key.startsWith('/route-cache/') ? key.indexOf('/$/') : -1;
  return marker === -1 ? [key] : [key, key.slice(marker + 2)];
}

/**
 * Whether Next's file cache holds an entry under `key` (its file, as FileSystemCache names it).
 * @param {{ getFilePath(key: string, kind: string): string }} cache
 * @param {string} key
 * @param {string} kind
 * @returns {boolean}
 */
export function storedOnDisk(cache, key, kind) {
  return keysReadFor(key).some((readKey) => {
    try {
      return existsSync(cache.getFilePath(kind === 'FETCH' ? readKey : `${readKey}.html`, kind));
    } catch {
      return false;
    }
  });
}

/**
 * The cache handler class `Base`, storing no not-found entry under a key with nothing stored yet.
 * `isStored(handler, key, kind)` tells whether the handler holds an entry under that key.
 * @template {Handler} B
 * @param {B} Base
 * @param {(handler: InstanceType<B>, key: string, kind: string) => boolean | Promise<boolean>} isStored
 * @returns {B}
 */
export function withoutNewNotFoundEntries(Base, isStored) {
  return class extends Base {
    /**
     * @param {string} key
     * @param {Entry} data
     * @param {{ tags?: string[] }} ctx
     */
    async set(key, data, ctx) {
      // This is an instance of Base; a not-found entry is never null and has a kind (FETCH or APP_PAGE).
      if (
        isNotFoundEntry(data, ctx) &&
        !(await isStored(/** @type {InstanceType<B>} */ (this), key, /** @type {{ kind: string }} */ (data).kind))
      )
        return;
      return super.set(key, data, ctx);
    }
  };
}
