import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, localePath, splitLocalePath } from '@cq/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { chosenLocale } from './language';
import { loadWebAssets, sendCached } from './web-assets-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the web app's entry page (the history fallback); absent when the app is not built. */
    sendWebIndex?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

/**
 * Serves the built web app: the entry page and hashed assets from memory
 * (assets cached for a year, index.html never cached, brotli/gzip chosen per
 * request), other public files (media, icons) from disk with their
 * precompressed variants, and the entry page for any other page path so a
 * deep link such as /portal/home loads the app. The public pages the build
 * prerendered are sent as written, so they paint before any script runs.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { root: string; publicUrl: string }) => {
  if (!fs.existsSync(path.join(opts.root, 'index.html'))) {
    app.log.warn({ root: opts.root }, 'web app not built: serving the API only');
    return;
  }
  const cached = loadWebAssets(opts.root);
  const index = cached.get('/index.html');
  for (const [url, file] of cached) {
    if (url === '/index.html') continue;
    // Hashed assets are immutable and cached by browsers: they do not count against the per-IP budget.
    app.get(url, { schema: { hide: true }, config: { rateLimit: false } }, (request, reply) =>
      sendCached(request, reply, file),
    );
  }

  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/',
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // The prerendered pages are served at their own paths, with the site's address written in; the page
    // renderer (ssr/) is the server's alone.
    allowedPath: (pathname) => !pathname.startsWith('/pages/') && !pathname.startsWith('/ssr/'),
    setHeaders(res, filePath) {
      res.header('cache-control', filePath.endsWith('.html') ? 'no-cache' : 'public, max-age=86400');
    },
  });

  if (index) {
    // The pages carry the site's current words (modules/site/pages.ts): each request may notice a newer version.
    const { sitePages } = app;
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      sitePages.refreshSoon();
      const drawn = await sitePages.index().catch((err) => {
        request.log.warn({ err }, 'the entry page could not be made with the current site content');
        return undefined;
      });
      return sendCached(request, reply, drawn ?? index);
    };
    app.decorate('sendWebIndex', sendIndex);
    app.get('/index.html', { schema: { hide: true } }, sendIndex);
    const routes = sitePages.routes();
    if (!routes.includes('/')) app.get('/', { schema: { hide: true } }, sendIndex);
    for (const route of routes) {
      const english = splitLocalePath(route).locale === DEFAULT_LOCALE;
      app.get(route, { schema: { hide: true } }, async (request, reply) => {
        if (english) {
          // A visitor who chose another language (the cookie), or whose browser prefers one of ours on a first
          // visit, is sent to the page in it; the English page depends on both.
          reply.header('vary', 'accept-encoding, accept-language, cookie');
          const locale = chosenLocale(request);
          if (locale !== DEFAULT_LOCALE) {
            const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
            return reply.header('cache-control', 'no-cache').redirect(`${localePath(locale, route)}${query}`, 302);
          }
        }
        sitePages.refreshSoon();
        // A page some area has data for (a continent page and its delegates) is drawn with it.
        const data = await sitePages.dataFor(route);
        const page = (data.length > 0 ? await sitePages.drawn(route, data) : null) ?? (await sitePages.page(route));
        return page ? sendCached(request, reply, page) : sendIndex(request, reply);
      });
    }
  }
});
