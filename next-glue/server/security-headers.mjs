// @ts-check
// The site's security headers as the build recorded them: next.config.ts's headers() rule that carries the
// CSP (built by lib/security/headers.ts), read back from routes-manifest.json so they are defined once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @typedef {{ key: string; value: string }} Header One response header, as Next's headers() rules write it. */

/** @param {Header} header */
const isCsp = (header) => header.key.toLowerCase() === 'content-security-policy';

/**
 * `[{ key, value }]` of the build in `distDir`.
 * @param {string} distDir
 * @returns {Header[]}
 */
export function readSecurityHeaders(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, 'routes-manifest.json'), 'utf8'));
  const rule = manifest.headers.find((/** @type {{ headers: Header[] }} */ candidate) => candidate.headers.some(isCsp));
  if (!rule) throw new Error(`${distDir}/routes-manifest.json has no header rule with a Content-Security-Policy`);
  return rule.headers;
}

/**
 * The CSP of a header set, which the server extends with each page's script hashes. The set holds one
 * (readSecurityHeaders picks the rule that does).
 * @param {Header[]} headers
 * @returns {string}
 */
export const basePolicy = (headers) => /** @type {Header} */ (headers.find(isCsp)).value;
