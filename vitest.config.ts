import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compileMessages } from './apps/web/build/compile-messages';

// `#api/…` and `#web/…` name a file from its app's src/ (the apps' tsconfig.json paths say the same to the compiler).
const alias = (name: string, app: string) => ({
  find: new RegExp(`^#${name}/`),
  replacement: `${path.resolve(import.meta.dirname, 'apps', app, 'src')}/`,
});

// One runner, four tiers: shared rules, API through app.inject(), web components, the repository's scripts.
// Time-outs are generous: on a loaded two-core machine a test can wait long for a core; none of them measures time
// (timed behaviour runs on fake timers), so a generous limit only decides how long a hung test takes to be reported.
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
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          alias: [alias('api', 'api')],
          include: ['test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react(), compileMessages(path.resolve(import.meta.dirname, 'apps/web'))],
        test: {
          name: 'web',
          root: './apps/web',
          alias: [alias('web', 'web')],
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          css: false,
          // A long form rendered step by step in jsdom is the heaviest work of the suite on a busy core.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['test/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
