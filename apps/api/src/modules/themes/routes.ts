import { activeThemeResponseSchema } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrebuilt } from '#api/lib/answers';
import { getActiveTheme } from './service';

/** True when the browser's If-None-Match names the current version (a list, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

const themeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/themes/active',
    {
      schema: {
        tags: ['themes'],
        summary: 'The active colour theme (three groups of main, light, dark, contrastText)',
        response: {
          200: activeThemeResponseSchema,
          304: z.null().describe('Not modified: the ETag still names the active theme'),
        },
      },
    },
    async (request, reply) => {
      const theme = await getActiveTheme(app.db);
      // Browsers keep the answer but ask again on every use: a saved theme shows on the next page load,
      // and an unchanged one costs a 304 without a body.
      reply.header('cache-control', 'no-cache').header('etag', theme.etag);
      if (matches(request.headers['if-none-match'], theme.etag)) return reply.code(304).send(null);
      // Read on every page load: the answer is cached already serialised (a string skips the serialiser).
      return sendPrebuilt(reply, theme.json);
    },
  );
};

export default themeRoutes;
