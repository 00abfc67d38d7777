// @ts-check
// Next's own file cache class, however this module is loaded: Node imports the CommonJS module whole, so the class is
// its `default` property; a bundle hands the class itself, and Next bundles the cache handler into proxy.ts's bundle.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** @typedef {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default} FileSystemCacheClass */

const loaded = /** @type {FileSystemCacheClass & { default?: FileSystemCacheClass }} */ (
  /** @type {unknown} */ (fileSystemCacheModule)
);
export const FileSystemCache = loaded.default ?? loaded;
