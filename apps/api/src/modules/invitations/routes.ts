import {
  invitationAcceptSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  loginResponseSchema,
  INVITATION_MESSAGES as M,
  successEnvelope,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '#api/lib/answers';
import * as invitations from './service';

const errors = errorResponses(400, 404, 409);

/** The invited person's side: see the invitation, then set a password (and be signed in). */
const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/invitations/:token',
    {
      schema: {
        tags: ['users'],
        summary: 'A waiting invitation: the address, first name and role it is for',
        params: invitationTokenParamsSchema,
        response: { 200: successEnvelope(invitationPreviewSchema), ...errors },
      },
    },
    async (request) => ok(await invitations.preview(app.db, request.params.token)),
  );

  app.post(
    '/invitations/:token/accept',
    {
      schema: {
        tags: ['users'],
        summary: 'Sets the password of the invited account, which is then made, and signs in',
        params: invitationTokenParamsSchema,
        body: invitationAcceptSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await invitations.accept(app, request.params.token, request.body.password, request.ip), M.accepted),
  );
};

export default invitationRoutes;
