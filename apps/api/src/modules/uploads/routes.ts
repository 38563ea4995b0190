import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#api/lib/answers';
import { serveMedia, signedLinkQuerySchema } from './serve';

/** Private files served through their signed links (the contestant's upload routes are in contestants/). */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:fileId',
    {
      schema: {
        tags: ['registration'],
        summary: 'A private file through its signed link (supports byte ranges for video)',
        params: z.object({ fileId: z.uuid() }),
        querystring: signedLinkQuerySchema,
        response: {
          200: z.any().describe('the file'),
          206: z.any().describe('part of the file'),
          ...errorResponses(403, 404, 416),
        },
      },
    },
    async (request, reply) => serveMedia(app, request, reply),
  );
};

export default uploadRoutes;
