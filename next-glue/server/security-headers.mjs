// @ts-check
// The site's security headers as the build recorded them: next.config.ts's headers() rule that carries the
// CSP (built by lib/security/headers.ts), read back from routes-manifest.json so they are defined once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @typedef {{ key: string; value: string }} Header One response header, as Next's headers() rules write it. */

/** @param {Header} header */
const isCsp = (header) => header.key.toLowerCase() === 'content-security-policy';

/** @typedef {{ source: string; has?: { type: string; key: string }[]; headers: Header[] }} HeaderRule */

/** @param {string} distDir @returns {HeaderRule[]} */
const headerRules = (distDir) => JSON.parse(readFileSync(join(distDir, 'routes-manifest.json'), 'utf8')).headers;

/**
 * `[{ key, value }]` of the build in `distDir`: the unconditioned rule that carries the CSP.
 * @param {string} distDir
 * @returns {Header[]}
 */
export function readSecurityHeaders(distDir) {
  const rule = headerRules(distDir).find((candidate) => !candidate.has && candidate.headers.some(isCsp));
  if (!rule) throw new Error(`${distDir}/routes-manifest.json has no header rule with a Content-Security-Policy`);
  return rule.headers;
}

/**
 * The rule a cookie turns on that carries a CSP of its own (a draft-mode visit's, framed by the console's preview):
 * the cookie's name and the headers it sets over the others; null when the build has none.
 * @param {string} distDir
 * @returns {{ cookie: string; headers: Header[] } | null}
 */
export function readDraftModeHeaders(distDir) {
  for (const rule of headerRules(distDir)) {
    const cookie = rule.has?.length === 1 && rule.has[0]?.type === 'cookie' ? rule.has[0].key : null;
    if (cookie && rule.headers.some(isCsp)) return { cookie, headers: rule.headers };
  }
  return null;
}

/**
 * The CSP of a header set, which the server extends with each page's script hashes. The set holds one
 * (readSecurityHeaders picks the rule that does).
 * @param {Header[]} headers
 * @returns {string}
 */
export const basePolicy = (headers) => /** @type {Header} */ (headers.find(isCsp)).value;
