// @ts-check
// When the request a render runs for arrived: the earliest that render, and each fetch in it, can have begun. The
// render-start stamps take it over any read they noted, as an on-demand re-render fetches without reading the data
// cache first (Next's patch-fetch), and two renders of one page may overlap. server/main.mjs runs every request
// with it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { processWide } from '../../lib/process-wide.mjs';

const arrivals = processWide('request-start', () => /** @type {AsyncLocalStorage<number>} */ (new AsyncLocalStorage()));

/**
 * Runs `handle` as one request that arrived now.
 * @template T
 * @param {() => T} handle
 * @param {number} [now]
 * @returns {T}
 */
export const withRequestStart = (handle, now = Date.now()) => arrivals.run(now, handle);

/**
 * When the request this code runs for arrived; undefined outside one (`next build`, `next start`).
 * @returns {number | undefined}
 */
export const requestStartedAt = () => arrivals.getStore();
