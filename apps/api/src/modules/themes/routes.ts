import { activeThemeResponseSchema } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getActiveThemeColors } from './service';

const themeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/themes/active',
    {
      schema: {
        tags: ['themes'],
        summary: 'The active colour theme (three groups of main, light, dark, contrastText)',
        response: { 200: activeThemeResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, data: { colors: await getActiveThemeColors(app.db) } };
    },
  );
};

export default themeRoutes;
