import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TIMES_DIR } from './scripts/ci/times-dir.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': root, 'server-only': `${root}tests/int/stubs/server-only.ts` } },
  test: {
    globals: true,
    // Most files wait on servers, timers and child processes more than they compute: twice the cores keeps them busy
    // (207 files on 2 cores: 331 s with 2 workers, 180 s with 4; docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() * 2),
    // Under CI, also a JSON report that .ci/run sums by file (scripts/ci/test-times.mjs).
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: path.join(TIMES_DIR, 'unit.json') },
    projects: [
      {
        // Server modules and plain functions: no DOM to build per file (a file that parses HTML or XML as a browser
        // does says `@vitest-environment jsdom` in its first line).
        extends: true,
        test: {
          name: 'site',
          environment: 'node',
          include: ['tests/int/**/*.int.spec.ts'],
          setupFiles: ['tests/int/setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'site-dom',
          environment: 'jsdom',
          include: ['tests/int/**/*.int.spec.tsx'],
          setupFiles: ['tests/int/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'content-api',
          environment: 'node',
          include: ['content-api/tests/**/*.int.spec.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
