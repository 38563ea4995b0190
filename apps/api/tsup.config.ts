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
  // The shared package ships TypeScript source: bundle it in; keep npm packages external.
  noExternal: ['@cq/shared'],
});
