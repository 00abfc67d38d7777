/**
 * The tier CI runs on the newcomer's runtime (the machine's Node 20, E2E_TIER=newcomer-runtime): what a runtime can
 * change. A test joins it with this tag at the end of its title; the whole suite runs on production's runtime
 * (docs/testing.md, "Two runtimes").
 */
export const NEWCOMER_RUNTIME = '@newcomer-runtime';
