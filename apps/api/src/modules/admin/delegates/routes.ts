import { delegateStatusSchema, idParamsSchema, successEnvelope } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import * as delegates from '../../delegates/service';
import { actorOf, staffOnly } from '../guard';

const errors = errorResponses(400, 401, 403, 404, 409);
const common = signedInDoc('admin');
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
    async (request) => ok(await delegates.statusOf(app.db, request.params.id)),
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
    async (request) => ok(await delegates.publish(app, actorOf(request), request.params.id)),
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
    async (request) => ok(await delegates.unpublish(app, actorOf(request), request.params.id)),
  );
};

export default adminDelegateRoutes;
