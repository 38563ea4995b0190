import {
  errorEnvelopeSchema,
  invitationAcceptSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  loginResponseSchema,
  INVITATION_MESSAGES as M,
  successEnvelope,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as invitations from './service';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

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
    async (request) => ({ success: true as const, data: await invitations.preview(app.db, request.params.token) }),
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
    async (request) => ({
      success: true as const,
      message: M.accepted,
      data: await invitations.accept(app, request.params.token, request.body.password, request.ip),
    }),
  );
};

export default invitationRoutes;
