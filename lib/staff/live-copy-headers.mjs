// @ts-check
// The names the console's look at a live copy (pages/live-copy.ts) and the site's server and the cache handler Next
// loads, which answer it, agree on; plain JavaScript for Node.

/** The environment variable the site's server sets to this process's random token; pages/live-copy.ts sends it. */
export const LIVE_COPY_TOKEN_ENV = '__SITE_LIVE_COPY_TOKEN';
/** The request header carrying the token. */
export const LIVE_COPY_HEADER = 'x-live-copy';
/** The answer's header: when the copy served was rendered (ms since the epoch). */
export const RENDERED_AT_HEADER = 'x-live-copy-rendered-at';
/** And, when its last re-render failed (the copy was kept), when that was. */
export const FAILED_AT_HEADER = 'x-live-copy-failed-at';
