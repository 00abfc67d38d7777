/**
 * Checks of what the browser makes of a page the server sent (layout, paint, axe, console): the same on either
 * runtime, so CI's second run, on Node 24, leaves them out (docs/testing.md, "Two runtimes").
 */
export const BROWSER_CHECK = '@browser-check';

/**
 * Run only on production's runtime, where the browser checks are left out: the one part of them that depends on the
 * server (a page hydrating against what it rendered; they cover it on the first run), and the 40-lead guarantees
 * (3 min each; their crashes and outages are production's, on its SQLite driver).
 */
export const PRODUCTION_RUNTIME = '@production-runtime';
