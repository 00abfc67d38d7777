import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': root, 'server-only': `${root}tests/int/stubs/server-only.ts` } },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'site',
          environment: 'jsdom',
          include: ['tests/int/**/*.int.spec.{ts,tsx}'],
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
