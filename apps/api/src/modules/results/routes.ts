import {
  auditHeadSchema,
  competitionFormatQueryKey,
  competitionFormatSchema,
  publishedRoundSchema,
  successEnvelope,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '#api/lib/answers';
import { auditHead } from '../audit/export';
import * as results from './service';

/** The published results, for everyone: placements revealed so far, and the hashed score sheet. */
const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The competition page is drawn with the season's real segments once rounds exist (the built-in text before).
  app.sitePages.addDataProvider(async (pathname) => {
    if (pathname !== '/competition') return [];
    const format = await results.competitionFormat(app.db);
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
      return ok(await auditHead(app.db));
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
      return ok(await results.competitionFormat(app.db));
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
      return ok({ rounds: await results.publishedRounds(app.db) });
    },
  );
  app.get(
    '/results/:slug',
    {
      schema: {
        tags: ['results'],
        summary: "One published round's revealed placements and its score sheet hash",
        params: slugParams,
        response: { 200: successEnvelope(publishedRoundSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok(await results.publishedRound(app.db, request.params.slug));
    },
  );
  app.get(
    '/results/:slug/sheet',
    {
      schema: {
        tags: ['results'],
        summary: 'The score sheet exactly as hashed (canonical JSON), once every placement is revealed',
        params: slugParams,
        response: { 200: z.string(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const sheet = await results.publishedSheet(app.db, request.params.slug);
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

export default resultsRoutes;
