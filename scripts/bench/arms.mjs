// @ts-check
// A bench's arms, `--against stock,bare`: the same build served by the project's server, by plain `next start`
// (the e2e environment's stock site, E2E_STOCK_SITE=1), and as the project's pages with every script removed
// (bare-pages.mjs), each through its own copy of the edge (TLS, HTTP/2), so only the server differs.
import { E2E, E2E_URLS } from '../e2e/config.mjs';
import { startBarePages } from './bare-pages.mjs';
import { withEdge } from './edge.mjs';

export const OTHER_ARMS = /** @type {const} */ (['stock', 'bare']);

/**
 * `--against`'s value as the arms to measure, the project's server first.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function armsAgainst(value) {
  const others = (value ?? '').split(',').filter(Boolean);
  const unknown = others.filter((arm) => !(/** @type {readonly string[]} */ (OTHER_ARMS).includes(arm)));
  if (unknown.length) throw new Error(`--against takes ${OTHER_ARMS.join(' and ')}, not ${unknown.join(', ')}`);
  return ['project', ...new Set(others)];
}

/**
 * `arms` in the order round `round` visits them: each round starts one arm later, so drift falls on all alike.
 * @template T
 * @param {T[]} arms
 * @param {number} round
 * @returns {T[]}
 */
export const rotated = (arms, round) => [...arms.slice(round % arms.length), ...arms.slice(0, round % arms.length)];

/** @typedef {{ name: string; site: string; origin: string; plain: string }} Arm */

/**
 * Runs `work` with every arm started behind its own edge: `site` (direct, for fetches), `origin` (the edge's
 * https listener browsers load) and `plain` (its http listener); stops them afterwards.
 * @template T
 * @param {string} site the project's server
 * @param {string[]} names
 * @param {(arms: Arm[]) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withArms(site, names, work) {
  const bare = names.includes('bare') ? await startBarePages(site, E2E.benchArms.bare.site) : null;
  const direct = {
    project: site,
    stock: E2E_URLS.stock,
    bare: bare?.url ?? '',
  };
  /** @type {(rest: string[], started: Arm[]) => Promise<T>} */
  const nest = (rest, started) => {
    const [name, ...others] = rest;
    if (name === undefined) return work(started);
    const ports = name === 'project' ? undefined : E2E.benchArms[/** @type {'stock' | 'bare'} */ (name)];
    const armSite = direct[/** @type {keyof typeof direct} */ (name)];
    return withEdge(armSite, (edge) => nest(others, [...started, { name, site: armSite, ...edge }]), ports);
  };
  try {
    return await nest(names, []);
  } finally {
    await bare?.close();
  }
}
