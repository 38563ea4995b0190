import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never
 * cached, precompressed brotli/gzip, and the history fallback so that a deep
 * link such as /continents/asia loads the app. /api/* never falls back to HTML.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const indexFile = path.join(opts.root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ root: opts.root }, 'web app not built: serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const rel = path.relative(opts.root, filePath);
      if (rel.startsWith(`assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (rel === 'index.html') {
        res.header('cache-control', 'no-cache');
      } else {
        res.header('cache-control', 'public, max-age=3600');
      }
    },
  });
  app.decorate('webIndexAvailable', true);
});

declare module 'fastify' {
  interface FastifyInstance {
    webIndexAvailable?: boolean;
  }
}
