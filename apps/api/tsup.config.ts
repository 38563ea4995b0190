import { defineConfig } from 'tsup';
import { asciiBundle } from '../../scripts/lib/ascii-bundle.mjs';

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
  // The shared package ships TypeScript source: bundle it in. The pure-JavaScript packages a start loads are
  // bundled too: Node resolves, reads, checks and (for CommonJS) scans each file of an external package on its
  // own, some 1,500 files at every start (drizzle-orm alone is ~900 modules behind a 180 KB package.json it re-read
  // for each); bundled, they are one file read and compiled once (and kept by Node's compile cache). Packages
  // that find files of their own beside their code stay external: the embedded database (its WebAssembly),
  // the worker pool and the logger (their thread entry files), the PDF library (its font metrics), the API
  // documentation's pages, native addons (sharp, argon2), and those loaded only on first use (Stripe, S3, mail,
  // passkeys, QR codes, metrics: a CommonJS package imported with import() keeps its named exports only external). The banner gives bundled CommonJS code a `require` for Node's built-in modules.
  noExternal: [
    '@cq/shared',
    'drizzle-orm',
    /^fastify($|-)/,
    /^@fastify\/(jwt|multipart|rate-limit|static|error|busboy|send|proxy-addr|ajv-compiler|fast-json-stringify-compiler|forwarded|merge-json-schemas|accept-negotiator)/,
    'zod',
    /^@messageformat\//,
    'fast-jwt',
    'close-with-grace',
    'altcha-lib',
    'yazl',
    'bidi-js',
    'otpauth',
  ],
  external: ['pino', 'pino-pretty', 'thread-stream', '@fastify/swagger', '@fastify/swagger-ui'],
  // ASCII-only output: V8 keeps a file with one character beyond ASCII as a two-byte string, twice the memory and
  // a slower read at every start. The bundler escapes strings; asciiBundle covers what it leaves in comments.
  esbuildOptions(options) {
    options.charset = 'ascii';
  },
  onSuccess: async () => {
    asciiBundle('dist');
  },
  banner: {
    js: "import { createRequire as __cqCreateRequire } from 'node:module'; const require = __cqCreateRequire(import.meta.url);",
  },
});
