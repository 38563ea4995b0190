import {
  auditHeadSchema,
  competitionFormatQueryKey,
  competitionFormatSchema,
  conflictRequestSchema,
  errorEnvelopeSchema,
  headRankingSchema,
  judgeRoundSchema,
  judgeSheetSchema,
  publishedRoundSchema,
  roundIdParamsSchema,
  scoreBatchAnswerSchema,
  scoreBatchSchema,
  segmentParamsSchema,
  submitAnswerSchema,
  successEnvelope,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notSignedIn } from '../../lib/errors';
import { auditHead } from '../audit/export';
import { judgeOnly } from './guard';
import * as judging from './service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const common = { tags: ['judging'], security: [{ bearer: [] }] };

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
    async (request) => ({
      success: true as const,
      data: { rounds: await judging.myRounds(app.db, userIdOf(request)) },
    }),
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
    async (request) => ({
      success: true as const,
      data: await judging.judgeSheet(app.db, request.params.roundId, userIdOf(request)),
    }),
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
    async (request) => ({
      success: true as const,
      data: await judging.saveScores(app.db, request.params.roundId, userIdOf(request), request.body.scores, {
        sentAt: request.body.sentAt,
        deviceId: request.body.deviceId,
      }),
    }),
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
    async (request) => ({
      success: true as const,
      data: await judging.submitSegment(app.db, actorOf(request), request.params.roundId, request.params.segmentKey),
    }),
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
    async (request) => ({
      success: true as const,
      data: await judging.declareConflict(app.db, actorOf(request), request.params.roundId, request.body.delegateId),
    }),
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
    async (request) => ({
      success: true as const,
      data: await judging.recordHeadRanking(app.db, actorOf(request), request.params.roundId, request.body.ranking),
    }),
  );
};

/** The published results, for everyone: placements revealed so far, and the hashed score sheet. */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The competition page is drawn with the season's real segments once rounds exist (the built-in text before).
  app.sitePages.addDataProvider(async (pathname) => {
    if (pathname !== '/competition') return [];
    const format = await judging.competitionFormat(app.db);
    return format ? [{ key: competitionFormatQueryKey, value: format }] : [];
  });
  app.get(
    '/audit/head',
    {
      schema: {
        tags: ['results'],
        summary: 'The head of the judging audit chain (its length and last hash): note it to check the chain later',
        response: { 200: successEnvelope(auditHeadSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await auditHead(app.db) };
    },
  );
  const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });
  app.get(
    '/competition/format',
    {
      schema: {
        tags: ['results'],
        summary: "The latest season's judging segments and weights, once rounds exist (null before)",
        response: { 200: successEnvelope(competitionFormatSchema.nullable()) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { success: true as const, data: await judging.competitionFormat(app.db) };
    },
  );
  app.get(
    '/results',
    {
      schema: {
        tags: ['results'],
        summary: 'Published rounds, newest first, with their revealed placements and score sheet hashes',
        response: { 200: successEnvelope(z.object({ rounds: z.array(publishedRoundSchema) })) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { success: true as const, data: { rounds: await judging.publishedRounds(app.db) } };
    },
  );
  app.get(
    '/results/:slug',
    {
      schema: {
        tags: ['results'],
        summary: "One published round's revealed placements and its score sheet hash",
        params: slugParams,
        response: { 200: successEnvelope(publishedRoundSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { success: true as const, data: await judging.publishedRound(app.db, request.params.slug) };
    },
  );
  app.get(
    '/results/:slug/sheet',
    {
      schema: {
        tags: ['results'],
        summary: 'The score sheet exactly as hashed (canonical JSON), once every placement is revealed',
        params: slugParams,
        response: { 200: z.string(), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const sheet = await judging.publishedSheet(app.db, request.params.slug);
      // The bytes that were hashed, never re-serialised; they never change once published.
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', `attachment; filename="${request.params.slug}-score-sheet.json"`)
        .serializer((payload: unknown) => payload as string)
        .send(sheet);
    },
  );
};
