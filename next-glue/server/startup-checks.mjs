// @ts-check
// What the production server refuses to start without: settings whose mistakes would fail open.
import { MIN_SECRET_LENGTH } from '../../lib/secret-length.mjs';
import { parseTrustedProxies } from './client-address.mjs';
/** @import { BlockList } from 'node:net' */

/** Loopback unless told otherwise: exposing the site is a decision (the container makes it with HOSTNAME). */
const DEFAULT_HOSTNAME = '127.0.0.1';

/** @param {string | undefined} value */
const set = (value) => Boolean(value?.trim());

/**
 * The server's settings from its flags and environment, or the list of what is wrong with them, each
 * naming its variable and the fix.
 * @param {{ port?: string; hostname?: string }} flags
 * @param {Record<string, string | undefined>} env
 * @returns {{ problems: string[] } | { port: number; hostname: string; trustedProxies: BlockList; problems?: undefined }}
 */
export function serverSettings(flags, env) {
  /** @type {string[]} */
  const problems = [];
  for (const name of ['REVALIDATE_SECRET', 'LEADS_FORM_SECRET']) {
    const secret = env[name]?.trim() ?? '';
    if (secret && secret.length < MIN_SECRET_LENGTH)
      problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters (it has ${secret.length})`);
  }
  // A site key without its secret would let every form through unverified; a secret alone would refuse every lead.
  if (set(env.RECAPTCHA_SITE_KEY) !== set(env.RECAPTCHA_SECRET_KEY)) {
    problems.push('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together, or neither');
  }
  /** @type {BlockList | undefined} */
  let trustedProxies;
  try {
    trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES);
  } catch (error) {
    // parseTrustedProxies throws only Errors.
    problems.push(/** @type {Error} */ (error).message);
  }
  const port = Number(flags.port ?? env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    problems.push(`PORT must be a port number, got ${flags.port ?? env.PORT}`);
  const hostname = flags.hostname?.trim() || env.HOSTNAME?.trim() || DEFAULT_HOSTNAME;
  // Without problems, parseTrustedProxies returned.
  return problems.length
    ? { problems }
    : /** @type {{ port: number; hostname: string; trustedProxies: BlockList }} */ ({ port, hostname, trustedProxies });
}

/**
 * How this process reaches itself: a wildcard bind answers on loopback; an IPv6 address needs brackets.
 * @param {string} hostname
 * @param {number} port
 * @returns {string}
 */
export function selfOrigin(hostname, port) {
  if (hostname === '0.0.0.0' || hostname === '::') return `http://127.0.0.1:${port}`;
  return `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;
}
