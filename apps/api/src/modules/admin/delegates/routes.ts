import { delegateStatusSchema, errorEnvelopeSchema, idParamsSchema, successEnvelope } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as delegates from '../../delegates/service';
import { actorOf, staffOnly } from '../guard';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const common = { tags: ['admin'], security: [{ bearer: [] }] };
const statusAnswer = successEnvelope(delegateStatusSchema);

/** Staff's side of a delegate's public profile: its state, publishing it and taking it down (audited). */
const adminDelegateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contestants/:id/public-profile',
    {
      preValidation: staffOnly('contestants', 'read'),
      schema: {
        ...common,
        summary: 'Her public profile’s state and content',
        params: idParamsSchema,
        response: { 200: statusAnswer, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await delegates.statusOf(app.db, request.params.id) }),
  );

  app.post(
    '/contestants/:id/public-profile/publish',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...common,
        summary: 'Publishes her profile (she consented; her registration is approved)',
        params: idParamsSchema,
        response: { 200: statusAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await delegates.publish(app, actorOf(request), request.params.id),
    }),
  );

  app.post(
    '/contestants/:id/public-profile/unpublish',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...common,
        summary: 'Takes her profile off the public site',
        params: idParamsSchema,
        response: { 200: statusAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await delegates.unpublish(app, actorOf(request), request.params.id),
    }),
  );
};

export default adminDelegateRoutes;
