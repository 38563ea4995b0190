import { siteViewResponseSchema } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#api/lib/answers';

/** GET /site/content: the public site's editable words and links, as the pages are drawn with them. */
const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/content',
    {
      schema: {
        tags: ['settings'],
        summary:
          'The public site’s social links, home hero slides, announcement bar, sponsorship tiers and contact details',
        response: { 200: siteViewResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok({ site: await app.sitePages.view() });
    },
  );
};

export default siteContentRoutes;
