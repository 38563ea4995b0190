import {
  idParamsSchema,
  invitableRoundsResponseSchema,
  invitationBodySchema,
  invitationListResponseSchema,
  invitationResponseSchema,
  INVITATION_MESSAGES as M,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import * as invitations from '../../invitations/service';
import { actorOf, staffOnly } from '../guard';

const errors = errorResponses(400, 401, 403, 404, 409);
const common = signedInDoc('admin');

/** Staff invitations in the back office (resource 'users'): invite, list, send again, revoke. */
const adminInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invitations',
    {
      preValidation: staffOnly('users', 'read'),
      schema: {
        ...common,
        summary: 'Invitations, newest first, with their state',
        response: { 200: invitationListResponseSchema, ...errors },
      },
    },
    async () => ok({ invitations: await invitations.listInvitations(app.db) }),
  );

  app.get(
    '/invitations/rounds',
    {
      preValidation: staffOnly('users', 'update'),
      schema: {
        ...common,
        summary: 'The rounds a judge may be invited to (those that have not opened)',
        response: { 200: invitableRoundsResponseSchema, ...errors },
      },
    },
    async () => ok({ rounds: await invitations.invitableRounds(app.db) }),
  );

  app.post(
    '/invitations',
    {
      preValidation: staffOnly('users', 'update'),
      schema: {
        ...common,
        summary: 'Invites someone to the back office with a role and permissions (a link valid 72 hours)',
        body: invitationBodySchema,
        response: { 200: invitationResponseSchema, ...errors },
      },
    },
    async (request) => ok(await invitations.invite(app, actorOf(request), request.body), M.sent),
  );

  app.post(
    '/invitations/:id/resend',
    {
      preValidation: staffOnly('users', 'update'),
      schema: {
        ...common,
        summary: 'Sends a new link (the old one stops working) valid 72 more hours',
        params: idParamsSchema,
        response: { 200: invitationResponseSchema, ...errors },
      },
    },
    async (request) => ok(await invitations.resend(app, actorOf(request), request.params.id), M.resent),
  );

  app.post(
    '/invitations/:id/revoke',
    {
      preValidation: staffOnly('users', 'update'),
      schema: {
        ...common,
        summary: 'Revokes a waiting invitation: its link stops working',
        params: idParamsSchema,
        response: { 200: invitationResponseSchema, ...errors },
      },
    },
    async (request) => ok(await invitations.revoke(app, actorOf(request), request.params.id), M.revoked),
  );
};

export default adminInvitationRoutes;
