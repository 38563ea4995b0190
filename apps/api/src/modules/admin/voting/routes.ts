import { Readable } from 'node:stream';
import {
  adminFanVoteSchema,
  FAN_VOTE_MESSAGES,
  fanVoteInputSchema,
  idParamsSchema,
  successEnvelope,
  voidBallotsAnswerSchema,
  voidBallotsSchema,
  voteCandidateSchema,
  voteReviewQuerySchema,
  voteReviewSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { actorOf, staffOnly } from '../guard';
import { exportBallots, exportVotePayments } from './csv';
import * as voting from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const common = signedInDoc('admin');
const voteAnswer = successEnvelope(adminFanVoteSchema);

/**
 * Fan voting (resource 'voting'): the votes with their windows, delegates and outcome ('update' sets them up),
 * the review of suspicious votes and their voiding ('update'), and the CSV of every vote cast ('export').
 */
const adminVotingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/votes',
    {
      preValidation: staffOnly('voting', 'read'),
      schema: {
        ...common,
        summary: 'Every fan vote with its settings, delegates and counts',
        response: { 200: successEnvelope(z.object({ votes: z.array(adminFanVoteSchema) })), ...errors },
      },
    },
    async () => ok({ votes: await voting.listVotes(app.db) }),
  );

  app.get(
    '/votes/candidates',
    {
      preValidation: staffOnly('voting', 'read'),
      schema: {
        ...common,
        summary: 'The delegates a vote can hold: every published delegate',
        response: { 200: successEnvelope(z.object({ delegates: z.array(voteCandidateSchema) })), ...errors },
      },
    },
    async () => ok({ delegates: await voting.candidates(app.db) }),
  );

  app.post(
    '/votes',
    {
      preValidation: staffOnly('voting', 'update'),
      schema: {
        ...common,
        summary: 'Sets up a fan vote: its window, time zone, allowances, delegates and outcome; audited',
        body: fanVoteInputSchema,
        response: { 201: voteAnswer, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await voting.createVote(app, actorOf(request), request.body), FAN_VOTE_MESSAGES.saved);
    },
  );

  app.get(
    '/votes/:id',
    {
      preValidation: staffOnly('voting', 'read'),
      schema: { ...common, summary: 'One fan vote', params: idParamsSchema, response: { 200: voteAnswer, ...errors } },
    },
    async (request) => ok(await voting.getVote(app.db, request.params.id)),
  );

  app.put(
    '/votes/:id',
    {
      preValidation: staffOnly('voting', 'update'),
      schema: {
        ...common,
        summary: 'Changes a fan vote’s settings and delegates; audited',
        params: idParamsSchema,
        body: fanVoteInputSchema,
        response: { 200: voteAnswer, ...errors },
      },
    },
    async (request) =>
      ok(await voting.updateVote(app, actorOf(request), request.params.id, request.body), FAN_VOTE_MESSAGES.saved),
  );

  app.get(
    '/votes/:id/review',
    {
      preValidation: staffOnly('voting', 'read'),
      schema: {
        ...common,
        summary: 'Alerts (a delegate’s pace far above her usual, many accounts from one address) and the newest votes',
        params: idParamsSchema,
        querystring: voteReviewQuerySchema,
        response: { 200: successEnvelope(voteReviewSchema), ...errors },
      },
    },
    async (request) => ok(await voting.review(app.db, request.params.id, request.query)),
  );

  app.post(
    '/votes/:id/void',
    {
      preValidation: staffOnly('voting', 'update'),
      schema: {
        ...common,
        summary: 'Voids votes with a reason: they stop counting; audited',
        params: idParamsSchema,
        body: voidBallotsSchema,
        response: { 200: successEnvelope(voidBallotsAnswerSchema), ...errors },
      },
    },
    async (request) =>
      ok(await voting.voidBallots(app, actorOf(request), request.params.id, request.body), FAN_VOTE_MESSAGES.voided),
  );

  app.post(
    '/votes/:id/apply',
    {
      preValidation: staffOnly('voting', 'update'),
      schema: {
        ...common,
        summary: 'After it closes: the vote’s leading delegates join the judging round it advances them into',
        params: idParamsSchema,
        response: { 200: voteAnswer, ...errors },
      },
    },
    async (request) =>
      ok(await voting.applyOutcome(app, actorOf(request), request.params.id), FAN_VOTE_MESSAGES.applied),
  );

  app.get(
    '/votes/:id/export.csv',
    {
      preValidation: staffOnly('voting', 'export'),
      schema: {
        ...common,
        summary: 'Every vote cast, counted or voided, as CSV; streamed and audited',
        produces: ['text/csv'],
        params: idParamsSchema,
        response: { 200: z.any().describe('text/csv; charset=utf-8'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, rows } = await exportBallots(app.db, actorOf(request), request.params.id);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`);
      return reply.send(Readable.from(rows, { objectMode: false }));
    },
  );

  app.get(
    '/votes/:id/payments.csv',
    {
      preValidation: staffOnly('voting', 'export'),
      schema: {
        ...common,
        summary: 'Every vote pack ordered in this vote (paid, pending, failed or refunded) as CSV; audited',
        produces: ['text/csv'],
        params: idParamsSchema,
        response: { 200: z.any().describe('text/csv; charset=utf-8'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, body } = await exportVotePayments(app.db, actorOf(request), request.params.id);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`);
      return reply.send(body);
    },
  );
};

export default adminVotingRoutes;
