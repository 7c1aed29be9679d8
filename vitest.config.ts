import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './path-aliases.mjs';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/client-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; two workers keep two cores busy without thrashing.
          maxWorkers: 2,
        },
      },
    ],
  },
});
