import { delegatePath, PUBLIC_ROUTES } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publishedSlugs } from '../delegates/service';

/** robots.txt and sitemap.xml (the public pages and every published delegate) at the site's root, with absolute links built from PUBLIC_URL. */
const siteFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = app.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true, response: { 200: z.string() } } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /user/',
      'Disallow: /admin/',
      'Disallow: /register-preview',
      'Disallow: /auth/reset-password/',
      'Disallow: /auth/verify-email/',
      'Disallow: /auth/invitation/',
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
    const urls = PUBLIC_ROUTES.map(
      (r) =>
        `  <url><loc>${base}${r.path === '/' ? '/' : r.path}</loc><priority>${r.priority.toFixed(1)}</priority></url>`,
    );
    for (const d of await publishedSlugs(app.db)) {
      const lastmod = d.updatedAt.toISOString().slice(0, 10);
      urls.push(
        `  <url><loc>${base}${delegatePath(d.slug)}</loc><lastmod>${lastmod}</lastmod><priority>0.6</priority></url>`,
      );
    }
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
};

export default siteFilesRoutes;
