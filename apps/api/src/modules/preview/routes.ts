import { PREVIEW_INCORRECT_PASSWORD, previewUnlockRequestSchema, previewUnlockResponseSchema } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '#api/lib/answers';
import { badInput } from '../../lib/errors';
import { checkPreviewPassword, previewPasswordSource } from './service';

const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  // The development default is named in the start-up warning with the other development-only defaults.
  app.addHook('onReady', async () => {
    const source = await previewPasswordSource(app);
    if (source === 'none') {
      app.log.warn('registration preview: no PREVIEW_PASSWORD set, the preview stays locked');
    }
  });

  app.post(
    '/preview/unlock',
    {
      // Guessing is slow: 10 tries per 10 minutes per IP.
      config: { rateLimit: { max: 10, timeWindow: 10 * 60_000 } },
      schema: {
        tags: ['preview'],
        summary: 'Unlock the admin preview of the registration form with its password',
        body: previewUnlockRequestSchema,
        response: { 200: previewUnlockResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const unlocked = await checkPreviewPassword(app, request.body.password);
      if (!unlocked) throw badInput(PREVIEW_INCORRECT_PASSWORD, { password: PREVIEW_INCORRECT_PASSWORD });
      return ok({ unlocked: true as const });
    },
  );
};

export default previewRoutes;
