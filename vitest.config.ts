import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One runner, three tiers (DESIGN §8): shared rules, API through app.inject(), web components.
export default defineConfig({
  test: {
    // Two cores on the build machines: two workers.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          css: false,
        },
      },
    ],
  },
});
