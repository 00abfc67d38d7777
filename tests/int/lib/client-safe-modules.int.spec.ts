// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Client islands import these; the env-validated server config (and anything server-only) must not ride along.
const CLIENT_SAFE = [
  ...readdirSync('lib/copy').map((file) => `lib/copy/${file}`),
  'lib/routes.ts',
  'lib/pages.ts',
  'lib/content-types.ts',
  // The page families' definitions (console islands read them); not their server reads.
  ...readdirSync('lib/families')
    .filter((file) => file !== 'server.ts')
    .map((file) => `lib/families/${file}`),
  'lib/breakpoints.ts',
  'lib/config/public.ts',
  'lib/config/brand-named.ts',
  // The Web Vitals island's modules (lib/vitals/start.ts loads report.ts).
  ...['contract', 'device', 'page-pattern', 'view-collector', 'report', 'start'].map((name) => `lib/vitals/${name}.ts`),
  ...readdirSync('packages/shared/src').map((file) => `packages/shared/src/${file}`),
];

describe('client-safe modules', () => {
  it.each(CLIENT_SAFE)('%s imports no server config', (file) => {
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/from '(@\/lib\/site|\.\.?\/site|server-only)'/);
    expect(source).not.toMatch(/process\.env\.(?!BRAND_(NAME|SLUG)\b)/);
  });
});
