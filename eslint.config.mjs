import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // One SQLite driver per runtime (better-sqlite3 12 on Node 20, 13 on 22+): everything opens it through the loader.
    ignores: ['packages/shared/src/sqlite.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['better-sqlite3', 'better-sqlite3-node22'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Open SQLite through @site/shared/sqlite, which picks the driver for this Node version.',
          })),
        },
      ],
    },
  },
  {
    // The content API and scripts are Node programs that log to stdout on purpose.
    files: ['content-api/**', 'scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Component tests render plain anchors on purpose; the root service alias (app/(site)/[slug]) makes every
    // single-segment path look like a page to this pages-router rule.
    files: ['tests/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'node_modules/**',
    '.data/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'bench-results/**',
  ]),
]);
