// The site's security headers as the build recorded them: next.config.ts's headers() rule that carries the
// CSP (built by lib/security/headers.ts), read back from routes-manifest.json so they are defined once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const isCsp = (header) => header.key.toLowerCase() === 'content-security-policy';

/** `[{ key, value }]` of the build in `distDir`. */
export function readSecurityHeaders(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, 'routes-manifest.json'), 'utf8'));
  const rule = manifest.headers.find((candidate) => candidate.headers.some(isCsp));
  if (!rule) throw new Error(`${distDir}/routes-manifest.json has no header rule with a Content-Security-Policy`);
  return rule.headers;
}

/** The CSP of a header set, which the server extends with each page's script hashes. */
export const basePolicy = (headers) => headers.find(isCsp).value;
