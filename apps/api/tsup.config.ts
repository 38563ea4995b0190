import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    server: 'src/server.ts',
    'write-initial-database': 'src/cli/write-initial-database.ts',
    // The worker pool's threads load this file (plugins/worker-pool.ts).
    'workers/heavy': 'src/workers/heavy.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  // The shared package ships TypeScript source: bundle it in. drizzle-orm too: it is some 900 modules behind a
  // package.json of 180 KB, and Node reads that file's exports map again for each module it resolves there
  // (over a second of a start's CPU in a profile); bundled, it is parsed once as part of the app. Other npm
  // packages stay external.
  noExternal: ['@cq/shared', 'drizzle-orm'],
});
