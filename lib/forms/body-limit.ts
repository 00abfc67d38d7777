/**
 * The largest post a server action takes (next.config.ts) and the edge lets through (deploy/nginx.conf's
 * client_max_body_size): above the longest lead of every form in the costliest script, with the longest
 * attribution the browser posts with it (26 values of 255 characters, 20 kB in Chinese), which
 * tests/int/contract/lead-limits.int.spec.ts measures as a browser posts it.
 */
export const ACTION_BODY_LIMIT_KB = 48;
