import {
  adminRoundDetailSchema,
  adminRoundSchema,
  advanceFromSchema,
  excuseAnswerSchema,
  excuseRequestSchema,
  judgeParamsSchema,
  liveTabulationSchema,
  publishAnswerSchema,
  reopenAnswerSchema,
  reopenRequestSchema,
  revealAnswerSchema,
  revealRequestSchema,
  roundCreateSchema,
  roundDelegatesUpdateSchema,
  roundIdParamsSchema,
  roundJudgesUpdateSchema,
  roundNamesUpdateSchema,
  roundRulesUpdateSchema,
  roundScheduleUpdateSchema,
  roundStatusUpdateSchema,
  successEnvelope,
  userSegmentParamsSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { buildAuditExport } from '../../audit/export';
import { actorOf, chiefAuditorOnly, staffOnly } from '../guard';
import { excuseJudge, reopenSegment } from './auditor';
import { tabulationReader } from './guard';
import { advanceFrom, setDelegates, setJudges } from './line-up';
import { publishRound, reveal, setStatus } from './publication';
import { createRound, listRounds, renameRound, roundDetail, scheduleRound, updateRules } from './rounds';
import { liveTabulation } from './tabulation';

const errors = errorResponses(400, 401, 403, 404, 409);
const common = signedInDoc('admin');
const roundAnswer = successEnvelope(adminRoundSchema);
const detailAnswer = successEnvelope(adminRoundDetailSchema);
const manage = staffOnly('judging', 'manage');

/**
 * The director's side of judging (resource 'judging'): rounds, their rules, delegates and judges, opening and
 * closing, the live tabulation (also for auditors), publication and the reveal; the chief auditor's reopening.
 */
const adminJudgingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/judging/rounds',
    {
      preValidation: tabulationReader,
      schema: {
        ...common,
        summary: 'Every round, newest season first',
        response: { 200: successEnvelope(z.object({ rounds: z.array(adminRoundSchema) })), ...errors },
      },
    },
    async () => ok({ rounds: await listRounds(app.db) }),
  );

  app.post(
    '/judging/rounds',
    {
      preValidation: manage,
      schema: {
        ...common,
        summary: 'Creates a round (draft) with its rules',
        body: roundCreateSchema,
        response: { 200: roundAnswer, ...errors },
      },
    },
    async (request) => ok(await createRound(app.db, actorOf(request), request.body)),
  );

  app.get(
    '/judging/rounds/:roundId',
    {
      preValidation: tabulationReader,
      schema: {
        ...common,
        summary: 'A round with its delegates, judges and submissions',
        params: roundIdParamsSchema,
        response: { 200: detailAnswer, ...errors },
      },
    },
    async (request) => ok(await roundDetail(app.db, request.params.roundId)),
  );

  app.put(
    '/judging/rounds/:roundId/name',
    {
      preValidation: manage,
      schema: {
        ...common,
        summary: 'Renames a round, with its name in the other languages; audited',
        params: roundIdParamsSchema,
        body: roundNamesUpdateSchema,
        response: { 200: detailAnswer, ...errors },
      },
    },
    async (request) => ok(await renameRound(app.db, actorOf(request), request.params.roundId, request.body)),
  );

  app.put(
    '/judging/rounds/:roundId/schedule',
    {
      preValidation: manage,
      schema: {
        ...common,
        summary: 'Sets when a round is held (its start and its venue’s time zone) or takes it away; audited',
        params: roundIdParamsSchema,
        body: roundScheduleUpdateSchema,
        response: { 200: detailAnswer, ...errors },
      },
    },
    async (request) => ok(await scheduleRound(app.db, actorOf(request), request.params.roundId, request.body)),
  );

  app.put(
    '/judging/rounds/:roundId/rules',
    {
      preValidation: manage,
      schema: {
        ...common,
        summary: "Sets a draft round's segments, weights (exactly 100 %), scale, drops, advancement and tie-break",
        params: roundIdParamsSchema,
        body: roundRulesUpdateSchema,
        response: { 200: detailAnswer, ...errors },
      },
    },
    async (request) => ok(await updateRules(app.db, actorOf(request), request.params.roundId, request.body.rules)),
  );

  app.put(
    '/judging/rounds/:roundId/delegates',
    {
      preValidation: manage,
      schema: {
        ...common,
        summary: "Sets a draft round's delegates (approved contestants of its continent)",
        params: roundIdParamsSchema,
        body: roundDelegatesUpdateSchema,
        response: { 200: detailAnswer, ...errors },
      },
    },
    async (request) =>
      ok(await setDelegates(app.db, actorOf(request), request.params.roundId, request.body.contestantIds)),
  );

  app.post(
    '/judging/rounds/:roundId/advance-from',
    {
      preValidation: manage,
      schema: {
        ...common,
        summary: 'Brings the advancing delegates of published rounds (a preliminary; the continental finals) in',
        params: roundIdParamsSchema,
        body: advanceFromSchema,
        response: { 200: detailAnswer, ...errors },
      },
    },
    async (request) =>
      ok(await advanceFrom(app.db, actorOf(request), request.params.roundId, request.body.fromRoundIds)),
  );

  app.put(
    '/judging/rounds/:roundId/judges',
    {
      preValidation: manage,
      schema: {
        ...common,
        summary: "Sets a draft round's judges by account e-mail (numbered in order, one head judge)",
        params: roundIdParamsSchema,
        body: roundJudgesUpdateSchema,
        response: { 200: detailAnswer, ...errors },
      },
    },
    async (request) => ok(await setJudges(app.db, actorOf(request), request.params.roundId, request.body.judges)),
  );

  app.post(
    '/judging/rounds/:roundId/status',
    {
      preValidation: manage,
      schema: {
        ...common,
        summary: 'Opens or closes a round for scoring',
        params: roundIdParamsSchema,
        body: roundStatusUpdateSchema,
        response: { 200: detailAnswer, ...errors },
      },
    },
    async (request) => ok(await setStatus(app.db, actorOf(request), request.params.roundId, request.body.status)),
  );

  app.get(
    '/judging/rounds/:roundId/tabulation',
    {
      preValidation: tabulationReader,
      schema: {
        ...common,
        summary: 'The live tabulation: per-segment and weighted totals, drops, ranks and ties',
        params: roundIdParamsSchema,
        response: { 200: successEnvelope(liveTabulationSchema), ...errors },
      },
    },
    async (request) => ok(await liveTabulation(app.db, request.params.roundId)),
  );

  app.post(
    '/judging/rounds/:roundId/publish',
    {
      preValidation: manage,
      schema: {
        ...common,
        summary: "Freezes a closed round's score sheet, hashes it and chains it to the last published one",
        params: roundIdParamsSchema,
        response: {
          200: successEnvelope(publishAnswerSchema),
          ...errors,
        },
      },
    },
    async (request) => ok(await publishRound(app.db, actorOf(request), request.params.roundId)),
  );

  app.post(
    '/judging/rounds/:roundId/reveal',
    {
      preValidation: manage,
      schema: {
        ...common,
        summary: 'Reveals the next placement (from the last up to the queen), or all of them',
        params: roundIdParamsSchema,
        body: revealRequestSchema,
        response: {
          200: successEnvelope(revealAnswerSchema),
          ...errors,
        },
      },
    },
    async (request) => ok(await reveal(app.db, actorOf(request), request.params.roundId, request.body.all)),
  );

  app.post(
    '/judging/rounds/:roundId/judges/:userId/segments/:segmentKey/reopen',
    {
      preValidation: chiefAuditorOnly,
      schema: {
        ...common,
        summary: "The chief auditor reopens a judge's submitted segment, with a reason",
        params: userSegmentParamsSchema,
        body: reopenRequestSchema,
        response: { 200: successEnvelope(reopenAnswerSchema), ...errors },
      },
    },
    async (request) => {
      const { roundId, userId, segmentKey } = request.params;
      return ok(await reopenSegment(app.db, actorOf(request), roundId, userId, segmentKey, request.body.reason));
    },
  );

  app.post(
    '/judging/rounds/:roundId/judges/:userId/excuse',
    {
      preValidation: chiefAuditorOnly,
      schema: {
        ...common,
        summary: 'The chief auditor excuses a judge from the segments she has not submitted, with a reason',
        params: judgeParamsSchema,
        body: excuseRequestSchema,
        response: {
          200: successEnvelope(excuseAnswerSchema),
          ...errors,
        },
      },
    },
    async (request) => {
      const { roundId, userId } = request.params;
      return ok(await excuseJudge(app.db, actorOf(request), roundId, userId, request.body.reason));
    },
  );

  app.get(
    '/judging/audit',
    {
      preValidation: staffOnly('judging', 'audit'),
      schema: {
        ...common,
        summary:
          'The judging audit chain with its hashes and every locked segment as held now (verify with npm run verify-audit -- --file)',
        response: { 200: z.string(), ...errors },
      },
    },
    async (_request, reply) => {
      const file = JSON.stringify(await buildAuditExport(app.db), null, 2);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="judging-audit-${day}.json"`)
        .serializer((payload: unknown) => payload as string)
        .send(file);
    },
  );
};

export default adminJudgingRoutes;
