import { delegatePath, localePath, PUBLIC_ROUTES, SUPPORTED_LOCALES } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publishedSlugs } from '../delegates/service';

/**
 * robots.txt and sitemap.xml (the public pages and every published delegate, in every language, each entry
 * naming its other languages) at the site's root, with absolute links built from PUBLIC_URL.
 */
const siteFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = app.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true, response: { 200: z.string() } } }, async (_request, reply) => {
    const privatePaths = [
      '/user/',
      '/admin/',
      '/register-preview',
      '/auth/reset-password/',
      '/auth/verify-email/',
      '/auth/invitation/',
    ];
    const lines = [
      'User-agent: *',
      'Disallow: /api/',
      ...SUPPORTED_LOCALES.flatMap((locale) => privatePaths.map((p) => `Disallow: ${localePath(locale, p)}`)),
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true, response: { 200: z.string() } } }, async (_request, reply) => {
    const address = (path: string) => `${base}${path === '/' ? '/' : path}`;
    // Each page once per language, each entry listing the page in every language (and English as the default).
    const entries = (path: string, extra: string) => {
      const alternates = [
        ...SUPPORTED_LOCALES.map(
          (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${address(localePath(l, path))}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${address(path)}"/>`,
      ].join('');
      return SUPPORTED_LOCALES.map(
        (l) => `  <url><loc>${address(localePath(l, path))}</loc>${extra}${alternates}</url>`,
      );
    };
    const urls = PUBLIC_ROUTES.flatMap((r) => entries(r.path, `<priority>${r.priority.toFixed(1)}</priority>`));
    for (const d of await publishedSlugs(app.db)) {
      const lastmod = d.updatedAt.toISOString().slice(0, 10);
      urls.push(...entries(delegatePath(d.slug), `<lastmod>${lastmod}</lastmod><priority>0.6</priority>`));
    }
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
};

export default siteFilesRoutes;
