import {
  castVoteAnswerSchema,
  castVoteSchema,
  FAN_VOTE_MESSAGES,
  fanVoteSlugParamsSchema,
  leaderboardSchema,
  myVotesSchema,
  publicFanVoteSchema,
  successEnvelope,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '#api/lib/answers';
import { authenticatedRow } from '../../plugins/auth';
import { deviceOf } from './device';
import { flatEnvelope, oncePerData } from './serializers';
import * as voting from './service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** People's Choice: the votes and their counts for everyone, a vote and her own history for a signed-in fan. */
const votingRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['voting'] };

  app.get(
    '/votes',
    {
      schema: {
        ...common,
        summary: 'Every fan vote, newest first, with its window, rules and delegates',
        response: { 200: successEnvelope(z.object({ votes: z.array(publicFanVoteSchema) })), ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok({ votes: await voting.listVotes(app.db) });
    },
  );

  app.get(
    '/votes/mine',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        security: [{ bearer: [] }],
        summary: 'Her votes, newest first, and what she has used today in each open vote',
        response: { 200: successEnvelope(myVotesSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await voting.myVotes(app.db, request.user.id));
    },
  );

  app.get(
    '/votes/:slug',
    {
      schema: {
        ...common,
        summary: 'One fan vote',
        params: fanVoteSlugParamsSchema,
        response: { 200: successEnvelope(publicFanVoteSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok(await voting.getVote(app.db, request.params.slug));
    },
  );

  app.get(
    '/votes/:slug/leaderboard',
    {
      schema: {
        ...common,
        summary: 'The count: each delegate’s votes not voided, most first (private until the end if staff chose so)',
        params: fanVoteSlugParamsSchema,
        response: { 200: successEnvelope(leaderboardSchema), ...errors },
      },
      // The same count is served to every reader until it is counted again: written once.
      serializerCompiler: oncePerData,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const board = await voting.leaderboard(app.db, request.params.slug);
      return ok(board, board.hidden ? FAN_VOTE_MESSAGES.leaderboardHidden : undefined);
    },
  );

  app.post(
    '/votes/:slug/ballots',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        security: [{ bearer: [] }],
        summary: 'Casts one vote; the same idempotency key sent again answers the vote already made',
        params: fanVoteSlugParamsSchema,
        body: castVoteSchema,
        response: { 200: successEnvelope(castVoteAnswerSchema), 201: successEnvelope(castVoteAnswerSchema), ...errors },
      },
      // The hottest answer of a finale night: checked field by field against the schema's fields, known at start.
      serializerCompiler: flatEnvelope,
    },
    async (request, reply) => {
      const deviceId = deviceOf(app, request, reply);
      const answer = await voting.castVote(
        app,
        { user: authenticatedRow(request), address: request.ip, deviceId },
        request.params.slug,
        request.body,
      );
      reply.code(answer.repeated ? 200 : 201).header('cache-control', 'no-store');
      return ok(answer, FAN_VOTE_MESSAGES.counted);
    },
  );
};

export default votingRoutes;
