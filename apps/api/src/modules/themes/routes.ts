import { type ActiveThemeResponse, activeThemeResponseSchema } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getActiveThemeJson } from './service';

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
      // Read on every page load: the answer is cached already serialised (a string skips the serialiser).
      // The string was built from the same shape the schema declares.
      const json = (await getActiveThemeJson(app.db)) as unknown as ActiveThemeResponse;
      return reply.header('cache-control', 'public, max-age=60').type('application/json; charset=utf-8').send(json);
    },
  );
};

export default themeRoutes;
