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
 * A request's path as a page's key: without the query, without a trailing slash (the router ignores it), and
 * with percent-escapes decoded as the router decodes them.
 */
export function pagePath(url: string): string {
  const end = url.search(/[?#]/);
  let pathname = end === -1 ? url : url.slice(0, end);
  if (pathname.includes('%')) {
    try {
      pathname = decodeURI(pathname);
    } catch {
      // Not a valid escape: no page has that name.
    }
  }
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
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
  // The hashed assets through one route that looks each up (a route per file would cost every start a few hundred
  // routes to register). They are immutable and cached by browsers: they do not count against the per-IP budget.
  // A name the build did not write is not found (an old build's chunk must not come back as HTML).
  app.get<{ Params: { file: string } }>(
    '/assets/:file',
    { schema: { hide: true }, config: { rateLimit: false } },
    (request, reply) => {
      const file = cached.get(`/assets/${request.params.file}`);
      return file ? sendCached(request, reply, file) : reply.callNotFound();
    },
  );

  // The entry page and the prerendered pages, by path: answered by the route that serves the public files, which
  // looks the path up here first (one route for all of them, whatever the number of pages and languages).
  const pages = new Map<string, (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>>();
  let servesPages = false;
  app.addHook('onRoute', (route) => {
    if (servesPages || route.url !== '/*') return;
    servesPages = true;
    const serveFile = route.handler;
    route.handler = function servePageOrFile(request, reply) {
      const page = pages.get(pagePath(request.url));
      return page ? page(request, reply) : serveFile.call(this, request, reply);
    };
  });

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
    pages.set('/index.html', sendIndex);
    const routes = sitePages.routes();
    if (!routes.includes('/')) pages.set('/', sendIndex);
    for (const route of routes) {
      const english = splitLocalePath(route).locale === DEFAULT_LOCALE;
      pages.set(route, async (request, reply) => {
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
