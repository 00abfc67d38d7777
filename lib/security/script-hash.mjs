// @ts-check
// The CSP hash source of a script body: shared by the site's server (Next's page scripts) and the build (the site's
// own, site-inline-scripts.ts). Plain JavaScript: the server runs without a TypeScript loader.
import { createHash } from 'node:crypto';

/**
 * `'sha256-…'` for a script body. Browsers hash it after the HTML parser turns CR LF and lone CR into LF.
 * @param {string} script
 * @returns {string}
 */
export function scriptHashSource(script) {
  const digest = createHash('sha256').update(script.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
  return `'sha256-${digest}'`;
}
