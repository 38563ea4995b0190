import {
  conflictRequestSchema,
  headRankingSchema,
  judgeRoundSchema,
  judgeSheetSchema,
  roundIdParamsSchema,
  scoreBatchAnswerSchema,
  scoreBatchSchema,
  segmentParamsSchema,
  submitAnswerSchema,
  successEnvelope,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { notSignedIn } from '../../lib/errors';
import { judgeOnly } from './guard';
import * as judging from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const common = signedInDoc('judging');

const userIdOf = (request: { user?: { id: string } | null }) => {
  if (!request.user) throw notSignedIn();
  return request.user.id;
};
const actorOf = (request: { user?: { id: string; email: string } | null }) => {
  if (!request.user) throw notSignedIn();
  return { id: request.user.id, email: request.user.email };
};

/** The judges' screens (docs/product/judging.md#scoring-on-a-phone): their rounds, sheets, scores, submissions. */
export const judgeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/judging/rounds',
    {
      preValidation: judgeOnly,
      schema: {
        ...common,
        summary: 'The rounds the signed-in judge is assigned to',
        response: { 200: successEnvelope(z.object({ rounds: z.array(judgeRoundSchema) })), ...errors },
      },
    },
    async (request) => ok({ rounds: await judging.myRounds(app.db, userIdOf(request)) }),
  );

  app.get(
    '/judging/rounds/:roundId',
    {
      preValidation: judgeOnly,
      schema: {
        ...common,
        summary: 'A round as one judge scores it: the delegates she may score and her own scores',
        params: roundIdParamsSchema,
        response: { 200: successEnvelope(judgeSheetSchema), ...errors },
      },
    },
    async (request) => ok(await judging.judgeSheet(app.db, request.params.roundId, userIdOf(request))),
  );

  app.put(
    '/judging/rounds/:roundId/scores',
    {
      preValidation: judgeOnly,
      schema: {
        ...common,
        summary: 'Saves a batch of scores (all or nothing); each entry is answered applied or superseded',
        params: roundIdParamsSchema,
        body: scoreBatchSchema,
        response: { 200: successEnvelope(scoreBatchAnswerSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await judging.saveScores(app.db, request.params.roundId, userIdOf(request), request.body.scores, {
          sentAt: request.body.sentAt,
          deviceId: request.body.deviceId,
        }),
      ),
  );

  app.post(
    '/judging/rounds/:roundId/segments/:segmentKey/submit',
    {
      preValidation: judgeOnly,
      schema: {
        ...common,
        summary: "Submits the judge's scores in a segment; only the chief auditor can reopen them",
        params: segmentParamsSchema,
        response: { 200: successEnvelope(submitAnswerSchema), ...errors },
      },
    },
    async (request) =>
      ok(await judging.submitSegment(app.db, actorOf(request), request.params.roundId, request.params.segmentKey)),
  );

  app.post(
    '/judging/rounds/:roundId/conflicts',
    {
      preValidation: judgeOnly,
      schema: {
        ...common,
        summary: 'Declares that the judge knows a delegate: she will neither see nor score her',
        params: roundIdParamsSchema,
        body: conflictRequestSchema,
        response: { 200: successEnvelope(z.object({ declared: z.literal(true) })), ...errors },
      },
    },
    async (request) =>
      ok(await judging.declareConflict(app.db, actorOf(request), request.params.roundId, request.body.delegateId)),
  );

  app.put(
    '/judging/rounds/:roundId/head-ranking',
    {
      preValidation: judgeOnly,
      schema: {
        ...common,
        summary: 'The head judge records her ranking of the delegates (used only to break a tie)',
        params: roundIdParamsSchema,
        body: headRankingSchema,
        response: { 200: successEnvelope(headRankingSchema), ...errors },
      },
    },
    async (request) =>
      ok(await judging.recordHeadRanking(app.db, actorOf(request), request.params.roundId, request.body.ranking)),
  );
};
