/**
 * Checks of what the browser makes of a page the server sent (layout, paint, axe, console): the same on either
 * runtime, so CI's second run, on Node 24, leaves them out (docs/testing.md, "Two runtimes").
 */
export const BROWSER_CHECK = '@browser-check';

/**
 * The one part of the browser checks that depends on the server (a page hydrating against what it rendered), alone:
 * run only where the browser checks are left out, which cover it.
 */
export const HYDRATION_CHECK = '@hydration-check';
